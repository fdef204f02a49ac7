import { describe, expect, it } from "vitest";
import { followedBy } from "./change-channel";
import { createReadCache, NO_READ_CACHE } from "./read-cache";

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
    const cache = createReadCache({ now: () => 0, publish: async () => ++published + 40 });
    expect(await cache.afterWrite()).toBe(41);
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

  it("a caller that saw a change this instance has not heard of reads around the cache until it has", async () => {
    const cache = createReadCache({ now: () => 0 });
    cache.setEnabled(true, 7);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load, { changeSeq: 7 })).toBe(1);
    expect(await cache.get("k", load, { changeSeq: 7 })).toBe(1);
    expect(await cache.get("k", load, { changeSeq: 8 })).toBe(2);
    expect(await cache.get("k", load, { changeSeq: 8 })).toBe(3);
    // Others still get the cached value meanwhile.
    expect(await cache.get("k", load)).toBe(1);
    cache.heard(8);
    expect(await cache.get("k", load, { changeSeq: 8 })).toBe(1);
  });

  it("what it has heard only grows, but a reconnect sets it anew (the sequence may have been reset)", async () => {
    const cache = createReadCache({ now: () => 0 });
    let loads = 0;
    const load = async () => ++loads;
    cache.heard(5);
    cache.heard(3);
    await cache.get("k", load, { changeSeq: 5 });
    expect(await cache.get("k", load, { changeSeq: 5 })).toBe(1);
    cache.setEnabled(false);
    cache.setEnabled(true, 2);
    expect(await cache.get("k", load, { changeSeq: 3 })).toBe(2);
    expect(await cache.get("k", load, { changeSeq: 3 })).toBe(3);
    // Bypassing reads keep nothing; a read within what it has heard fills the cache again.
    expect(await cache.get("k", load, { changeSeq: 2 })).toBe(4);
    expect(await cache.get("k", load, { changeSeq: 2 })).toBe(4);
  });

  it("follows its channel: another instance's change empties it, its own echo does not, both count as heard", async () => {
    const cache = createReadCache({ now: () => 0 });
    const follow = followedBy(cache);
    follow.onState!(true, 10);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", load);
    follow.onChange!(11, false);
    expect(await cache.get("k", load, { changeSeq: 11 })).toBe(1);
    follow.onChange!(12, true);
    expect(await cache.get("k", load, { changeSeq: 12 })).toBe(2);
    follow.onState!(false);
    expect(await cache.get("k", load)).toBe(3);
  });

  it("without a cache, a write has no number", async () => {
    expect(await NO_READ_CACHE.afterWrite()).toBeUndefined();
  });
});
