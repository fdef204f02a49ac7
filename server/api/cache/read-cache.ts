/**
 * Reads that many requests repeat (a session's sign-in check, lists that are the same for a whole
 * company), kept in this process's memory until something changes (issue 10, decision 0510).
 *
 * Invalidation is deliberately coarse: every write request through the API forgets everything
 * (see `invalidateOnWrite`), because the portal is read-heavy and a complete "what does this write
 * touch" map would be the kind of thing that silently rots. Other instances hear of a write through
 * PostgreSQL LISTEN/NOTIFY (./notify.ts); while that channel is not connected, the cache stands
 * aside and every read goes to the database. Entries also expire after a bounded time.
 */
export interface ReadCache {
  /** The value of `key`: from memory when loaded since the last write and within `ttlMs`, else by `load`. */
  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /** Forgets everything: a write happened on another instance. */
  invalidate(): void;
  /** A write happened here: forget everything and tell the other instances (before answering). */
  afterWrite(): Promise<void>;
  /** Reads bypass the cache while `false` (the cross-instance channel is down). */
  setEnabled(enabled: boolean): void;
}

export interface ReadCacheOptions {
  /** clock in ms; the API's `now` so tests can step over TTLs */
  now: () => number;
  /** default time an entry may be served, ms */
  ttlMs?: number;
  /** entries kept at most; the oldest go first */
  maxEntries?: number;
  /** tells the other instances (./change-channel.ts); none with one process (PGlite) */
  publish?: () => Promise<void>;
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

  return {
    get<T>(key: string, load: () => Promise<T>, ttl = ttlMs): Promise<T> {
      if (!enabled) return load();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) return hit.value as Promise<T>;
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
    async afterWrite() {
      invalidate();
      await publish?.();
    },
    setEnabled(next) {
      enabled = next;
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
  afterWrite: async () => {},
  setEnabled: () => {},
};
