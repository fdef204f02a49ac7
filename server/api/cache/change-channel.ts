/**
 * Tells the other API instances on the same PostgreSQL that a write happened, so they forget
 * their read caches (issue 10: "through PostgreSQL LISTEN/NOTIFY, not a home-made channel").
 * One dedicated connection LISTENs; a write NOTIFies through the regular pool and, before its
 * answer leaves, waits (at most ECHO_WAIT_MS) until its own listener has heard it: PostgreSQL
 * signals every listener at the same commit, so by then the other instances' sockets hold the
 * notice too, ahead of any request the user's next page load sends them. While the listening connection is
 * down, `onState(false)` switches caching off (this instance could miss others' writes); it
 * reconnects with a growing pause and switches caching back on with an empty cache.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";
import type { LogFn } from "../deps";

export interface ChangeChannel {
  /** NOTIFY the other instances (awaited before the write's answer is sent). */
  publish(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeChannelOptions {
  databaseUrl: string;
  /** the API's schema (tests): each schema is its own channel */
  schema?: string;
  db: Db;
  /** another instance wrote */
  onRemoteWrite(): void;
  /** listening (true) or not (false) */
  onState(listening: boolean): void;
  log: LogFn;
}

const MAX_PAUSE_MS = 10_000;
const ECHO_WAIT_MS = 1_000;

export async function openChangeChannel(options: ChangeChannelOptions): Promise<ChangeChannel> {
  const channel = `partnerportal_changes${options.schema ? `_${options.schema}` : ""}`;
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let pause = 250;
  let sent = 0;
  const echoes = new Map<string, () => void>();

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel !== channel) return;
      const own = echoes.get(message.payload ?? "");
      if (own) own();
      else if (!message.payload?.startsWith(`${instance}:`)) options.onRemoteWrite();
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
    pause = 250;
    options.onState(true);
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    options.onState(false);
    which.end().catch(() => {});
    if (!closed) retry();
  }

  function retry() {
    setTimeout(() => {
      if (closed) return;
      listen().catch((error: unknown) => {
        options.log("warn", "change channel: cannot listen", { error: error instanceof Error ? error.message : String(error) });
        pause = Math.min(pause * 2, MAX_PAUSE_MS);
        retry();
      });
    }, pause).unref();
  }

  options.onState(false);
  try {
    await listen();
  } catch (error) {
    options.log("warn", "change channel: cannot listen", { error: error instanceof Error ? error.message : String(error) });
    retry();
  }

  return {
    async publish() {
      const payload = `${instance}:${++sent}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = client
        ? new Promise<void>((resolve) => {
            echoes.set(payload, resolve);
            timer = setTimeout(resolve, ECHO_WAIT_MS);
          })
        : Promise.resolve();
      try {
        await options.db.execute(sql`select pg_notify(${channel}, ${payload})`);
        await heard;
      } finally {
        clearTimeout(timer);
        echoes.delete(payload);
      }
    },
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
