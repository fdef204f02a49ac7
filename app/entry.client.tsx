import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "./lib/chunk-reload";

installChunkReloadGuard(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

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
