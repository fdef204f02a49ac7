import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "./lib/chunk-reload";
import { englishTexts } from "./i18n";

installChunkReloadGuard(window);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// An English page's texts come in a chunk of their own before hydration, so hydration renders what
// the server did; a German page never loads it (decision 0986).
if (englishTexts) void englishTexts.then(hydrate);
else hydrate();

function registerServiceWorker() {
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // The portal works without the worker; it only adds offline asset caching.
  });
}

if ("serviceWorker" in navigator) {
  // This module is imported dynamically, often after the load event has already fired.
  if (document.readyState === "complete") registerServiceWorker();
  else window.addEventListener("load", registerServiceWorker, { once: true });
}
