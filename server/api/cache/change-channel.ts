/**
 * Tells the other API instances on the same PostgreSQL that a write happened, so they forget
 * their read caches (issue 10: "through PostgreSQL LISTEN/NOTIFY, not a home-made channel").
 * One dedicated connection LISTENs; a write NOTIFies through the regular pool and, before its
 * answer leaves, waits (at most ECHO_WAIT_MS) until its own listener has heard it. While the
 * listening connection is down, `onState(false)` switches caching off (this instance could miss
 * others' writes); it reconnects with a growing pause and switches caching back on with an empty cache.
 *
 * Every notice carries a number from the `change_seq` sequence (decision 0521). Another
 * instance's listener may take a notice in only after the user's next request has reached that
 * instance (a loaded machine schedules it late); the number the write answered with travels with
 * that request, and an instance that has not heard it yet reads around its cache.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";
import { CHANGE_SEQUENCE } from "../db/schema";
import type { LogFn } from "../log";
import type { ReadCache } from "./read-cache";

export interface ChangeChannel {
  /** NOTIFY the other instances (awaited before the write's answer is sent); the change's number. */
  publish(): Promise<number>;
  close(): Promise<void>;
}

export interface ChangeChannelOptions {
  databaseUrl: string;
  /** the API's schema (tests): each schema is its own channel */
  schema?: string;
  db: Db;
  /** the listener heard change `seq`; `remote`: another instance wrote it. Called in `seq` order. */
  onChange(seq: number, remote: boolean): void;
  /** listening (true, with the newest change number at that moment) or not (false) */
  onState(listening: boolean, seq?: number): void;
  log: LogFn;
}

const MAX_PAUSE_MS = 10_000;
const ECHO_WAIT_MS = 1_000;

/** The `seq` column of a one-row answer (bigint arrives as a string; null: the sequence was never used). */
async function seqOf(result: Promise<unknown>): Promise<number> {
  const [row] = ((await result) as { rows: { seq: string | null }[] }).rows;
  return Number(row?.seq ?? 0);
}

/** How a read cache follows its channel: others' writes empty it, every notice raises what it has heard. */
export function followedBy(cache: ReadCache): Pick<ChangeChannelOptions, "onChange" | "onState"> {
  return {
    onChange(seq, remote) {
      if (remote) cache.invalidate();
      cache.heard(seq);
    },
    onState: (listening, seq) => cache.setEnabled(listening, seq),
  };
}

export async function openChangeChannel(options: ChangeChannelOptions): Promise<ChangeChannel> {
  const channel = `partnerportal_changes${options.schema ? `_${options.schema}` : ""}`;
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let pause = 250;
  // The newest change this listener has heard, and the writes here waiting for their echo.
  let heard = 0;
  const echoes = new Set<{ seq: number; resolve(): void }>();

  function hear(seq: number, remote: boolean) {
    options.onChange(seq, remote);
    if (seq > heard) heard = seq;
    for (const echo of echoes) if (echo.seq <= heard) echo.resolve();
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      // "instance/number"; a notice without a number (an older instance during an upgrade) only empties caches.
      const [from, seq] = message.payload.split("/");
      hear(Number(seq), from !== instance);
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    await next.connect();
    try {
      await next.query(`LISTEN "${channel}"`);
      // Read after LISTEN: every change beyond this number arrives as a notice. The cache starts empty.
      heard = await seqOf(options.db.execute(sql`select pg_sequence_last_value(${CHANGE_SEQUENCE}) as seq`));
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    pause = 250;
    options.onState(true, heard);
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
      // The advisory lock orders numbers as commits, so notices arrive in number order: having heard
      // a number means having heard every smaller one. It is held only until this statement commits.
      const seq = await seqOf(
        options.db.execute(sql`
          with serialized as materialized (select pg_advisory_xact_lock(hashtext(${channel}))),
               change as materialized (select nextval(${CHANGE_SEQUENCE}) as seq from serialized)
          select seq, pg_notify(${channel}, ${instance}::text || '/' || seq) from change`),
      );
      if (!client || heard >= seq) return seq;
      const echo = { seq, resolve: () => {} };
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        echo.resolve = resolve;
        echoes.add(echo);
        timer = setTimeout(resolve, ECHO_WAIT_MS);
      });
      clearTimeout(timer);
      echoes.delete(echo);
      return seq;
    },
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
