import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, installChunkReloadGuard, isChunkLoadError, shouldReload } from "./chunk-reload";

describe("chunk reload guard", () => {
  it("recognises chunk load failures only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /build/routes/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once per 60 s", () => {
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(1000, 59_999)).toBe(false);
    expect(shouldReload(1000, 61_000)).toBe(true);
  });

  it("reloads on a failed dynamic import and remembers when", () => {
    const listeners: Record<string, (e: unknown) => void> = {};
    const store = new Map<string, string>();
    const reload = vi.fn();
    let now = 100_000;
    installChunkReloadGuard(
      {
        addEventListener: ((type: string, fn: (e: unknown) => void) => (listeners[type] = fn)) as never,
        sessionStorage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
        location: { reload },
      },
      () => now,
    );
    const failure = { reason: new TypeError("Failed to fetch dynamically imported module") };
    listeners.unhandledrejection!(failure);
    listeners.unhandledrejection!(failure);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe("100000");
    now += 61_000;
    listeners.unhandledrejection!(failure);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
