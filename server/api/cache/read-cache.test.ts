import { describe, expect, it } from "vitest";
import { createReadCache } from "./read-cache";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("read cache", () => {
  it("loads once within the lifetime, again after it", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache({ now: () => clock, ttlMs: 100 });
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    clock = 100;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one load among concurrent readers", async () => {
    const cache = createReadCache({ now: () => 0 });
    const gate = deferred<string>();
    let loads = 0;
    const a = cache.get("k", () => (loads++, gate.promise));
    const b = cache.get("k", () => (loads++, gate.promise));
    gate.resolve("v");
    expect([await a, await b, loads]).toEqual(["v", "v", 1]);
  });

  it("a write forgets everything, and a load that began before it is not kept", async () => {
    const cache = createReadCache({ now: () => 0 });
    const before = deferred<string>();
    const stale = cache.get("k", () => before.promise);
    await cache.afterWrite();
    before.resolve("old");
    expect(await stale).toBe("old");
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  it("does not keep a failed load", async () => {
    const cache = createReadCache({ now: () => 0 });
    await expect(cache.get("k", () => Promise.reject(new Error("db")))).rejects.toThrow("db");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("tells the other instances of a write, and stands aside while it cannot hear theirs", async () => {
    let published = 0;
    const cache = createReadCache({ now: () => 0, publish: async () => void published++ });
    await cache.afterWrite();
    expect(published).toBe(1);
    cache.setEnabled(false);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = createReadCache({ now: () => 0, maxEntries: 2 });
    for (const k of ["a", "b", "c"]) await cache.get(k, async () => k);
    let reloaded = false;
    await cache.get("a", async () => ((reloaded = true), "a"));
    expect(reloaded).toBe(true);
  });
});
