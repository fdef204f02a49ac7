/**
 * Reads that many requests repeat (a session's sign-in check, lists that are the same for a whole
 * company), kept in this process's memory until something changes (issue 10, decision 0510).
 *
 * Invalidation is deliberately coarse: every write request through the API forgets everything
 * (see `invalidateOnWrite`), because the portal is read-heavy and a complete "what does this write
 * touch" map would be the kind of thing that silently rots. Other instances hear of a write through
 * PostgreSQL LISTEN/NOTIFY (./change-channel.ts); while that channel is not connected, the cache stands
 * aside and every read goes to the database. Entries also expire after a bounded time.
 */
import { metrics } from "../metrics";
export interface ReadCache {
  /**
   * The value of `key`: from memory when loaded since the last write and within `ttlMs`, else by
   * `load`. `changeSeq` is the newest change the caller's own writes produced (decision 0521):
   * until this instance has heard of it, the caller's reads go to the database.
   */
  get<T>(key: string, load: () => Promise<T>, options?: ReadOptions): Promise<T>;
  /** Forgets everything: a write happened on another instance. */
  invalidate(): void;
  /** This instance has heard of every change up to `seq` (its own and others', in commit order). */
  heard(seq: number): void;
  /** A write happened here: forget everything and tell the other instances (before answering); the change's number. */
  afterWrite(): Promise<number | undefined>;
  /**
   * Reads bypass the cache while `false` (the cross-instance channel is down). On (re)connecting,
   * `heardSeq` is the newest change number, read after listening began.
   */
  setEnabled(enabled: boolean, heardSeq?: number): void;
}

export interface ReadOptions {
  /** how long a freshly loaded value may be served, ms */
  ttlMs?: number;
  /** the caller has seen this change (its X-Change-Seq); 0 when none */
  changeSeq?: number;
}

export interface ReadCacheOptions {
  /** clock in ms; the API's `now` so tests can step over TTLs */
  now: () => number;
  /** default time an entry may be served, ms */
  ttlMs?: number;
  /** entries kept at most; the oldest go first */
  maxEntries?: number;
  /** tells the other instances (./change-channel.ts) and answers the change's number; none with one process (PGlite) */
  publish?: () => Promise<number | undefined>;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createReadCache({ now, ttlMs = 5_000, maxEntries = 5_000, publish }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  // A load that started before a write must not store what it read after the write was committed.
  let generation = 0;
  let enabled = true;
  // The newest change this instance has heard of; a caller that saw a newer one reads around the cache.
  let heardSeq = 0;

  return {
    get<T>(key: string, load: () => Promise<T>, { ttlMs: ttl = ttlMs, changeSeq = 0 }: ReadOptions = {}): Promise<T> {
      if (!enabled || changeSeq > heardSeq) {
        metrics.readCache("bypass");
        return load();
      }
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) {
        metrics.readCache("hit");
        return hit.value as Promise<T>;
      }
      metrics.readCache("miss");
      const started = generation;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: at + ttl });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // Failed loads and loads overtaken by a write are not kept.
      value.then(
        () => {
          if (generation !== started && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    invalidate,
    heard(seq) {
      if (seq > heardSeq) heardSeq = seq;
    },
    async afterWrite() {
      invalidate();
      return publish?.();
    },
    setEnabled(next, seq = 0) {
      enabled = next;
      // Set, not raised: after a reconnect the sequence may have been reset (a restored database).
      heardSeq = seq;
      invalidate();
    },
  };

  function invalidate() {
    generation++;
    entries.clear();
  }
}

/** No caching at all: every read goes to the database (tests, and hosts that do not opt in). */
export const NO_READ_CACHE: ReadCache = {
  get: (_key, load) => load(),
  invalidate: () => {},
  heard: () => {},
  afterWrite: async () => undefined,
  setEnabled: () => {},
};
