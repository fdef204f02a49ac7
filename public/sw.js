/*
 * Service worker of the Partnerportal. It caches only fingerprinted build assets (cache first:
 * their names change with their content) and a static offline page shown when a navigation
 * fails. Personal HTML pages and API answers are never stored.
 */
const VERSION = "v1";
const ASSETS = `portal-assets-${VERSION}`;
const OFFLINE = `portal-offline-${VERSION}`;
const OFFLINE_URL = "/offline.html";
const OFFLINE_FILES = [OFFLINE_URL, "/logo.svg", "/favicon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(OFFLINE).then((cache) => cache.addAll(OFFLINE_FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== ASSETS && k !== OFFLINE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith("/build/")) {
    event.respondWith(
      caches.open(ASSETS).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }

  if (request.mode === "navigate") {
    // Always from the network; the offline page only when the network is gone.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
  }
});
