/**
 * After a deployment an open tab may ask for route chunks that no longer exist. Reload once to
 * pick up the new build, but at most once per 60 s so a real outage does not loop (spec §8).
 */
export const CHUNK_RELOAD_KEY = "portal.chunkReloadAt";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically imported module/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? "");
  return CHUNK_ERROR.test(message);
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

interface GuardWindow {
  addEventListener: Window["addEventListener"];
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: Pick<Location, "reload">;
}

export function installChunkReloadGuard(win: GuardWindow, now: () => number = Date.now): void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    const last = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null;
    if (!shouldReload(last, now())) return;
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now()));
    win.location.reload();
  };
  win.addEventListener("error", (event) => handle((event as ErrorEvent).error ?? (event as ErrorEvent).message));
  win.addEventListener("unhandledrejection", (event) => handle((event as PromiseRejectionEvent).reason));
}
