/**
 * Two API instances on one PostgreSQL, each with its own read cache (issue 10): a write through
 * one reaches the other's cache by LISTEN/NOTIFY, so the next read on the other instance is fresh;
 * a sign-out on one refuses the token on the other. PostgreSQL only.
 *
 * Both instances share this process's event loop, so the test waits until the other instance's
 * listener has taken the notice in (it is on its socket when the write answers; a browser's next
 * page load reaches another process only after a network round trip). It never sleeps blindly.
 * The race the change numbers close (decision 0521) is made deterministic by holding the other
 * instance's notices back until the test releases them.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app";
import { followedBy, openChangeChannel, type ChangeChannel } from "../../server/api/cache/change-channel";
import { CHANGE_SEQ_HEADER } from "#contract";
import { createReadCache } from "../../server/api/cache/read-cache";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, useTestApi } from "./fixture";

const pgUrl = process.env.DATABASE_URL;
const t = useTestApi();
const channels: ChangeChannel[] = [];
afterAll(async () => {
  await Promise.all(channels.map((c) => c.close()));
});

/** `holdNotices`: this instance's cache takes notices in only when `release()` is called (a late-scheduled listener). */
async function instance({ holdNotices = false } = {}) {
  const link: { channel?: ChangeChannel } = {};
  const cache = createReadCache({ now: () => t.clock.now().getTime(), publish: async () => link.channel?.publish() });
  const follow = followedBy(cache);
  const states: boolean[] = [];
  const held: (() => void)[] = [];
  let remoteWrites = 0;
  link.channel = await openChangeChannel({
    databaseUrl: t.databaseUrl!,
    schema: t.databaseSchema,
    db: t.database.db,
    onChange: (seq, remote) => {
      const apply = () => {
        if (remote) remoteWrites += 1;
        follow.onChange(seq, remote);
      };
      if (holdNotices) held.push(apply);
      else apply();
    },
    onState: (listening, seq) => {
      states.push(listening);
      follow.onState(listening, seq);
    },
    log: () => {},
  });
  channels.push(link.channel);
  const api = createApi({ ...t.deps, readCache: cache });
  const call = (method: string, path: string, token: string, json?: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      api.fetch(
        new Request(`http://internal${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": "192.0.2.10", ...headers },
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      ),
    );
  /** Resolves once this instance has heard a write of another since `before` (at most 2 s). */
  async function heardSince(before: number): Promise<void> {
    await until(() => remoteWrites > before, "the other instance never heard the write");
  }
  /** Resolves once a notice is held back (at most 2 s). */
  async function noticeHeld(): Promise<void> {
    await until(() => held.length > 0, "no notice arrived to hold back");
  }
  function release() {
    holdNotices = false;
    for (const apply of held.splice(0)) apply();
  }
  return { call, states, heard: () => remoteWrites, heardSince, noticeHeld, release };
}

async function until(done: () => boolean, failure: string): Promise<void> {
  for (const end = Date.now() + 2000; !done(); ) {
    if (Date.now() > end) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.runIf(pgUrl)("read caches of several instances", () => {
  it("a write through one instance is seen on the next read through the other", async () => {
    const [a, b] = [await instance(), await instance()];
    expect(a.states.at(-1)).toBe(true);
    const { access_token: token } = await t.login(DEMO_USERS.kiel.email);
    const name = async () => (await dataOf<{ first_name: string }>(await b.call("GET", "/api/extranet/users/me", token))).first_name;
    expect(await name()).toBe("Anke");
    const before = b.heard();
    expect((await a.call("PATCH", "/api/users/me", token, { first_name: "Annika", last_name: "Jensen" })).status).toBe(204);
    await b.heardSince(before);
    expect(await name()).toBe("Annika");
  });

  it("a sign-out through one instance refuses the token on the other", async () => {
    const [a, b] = [await instance(), await instance()];
    const pair = await t.login(DEMO_USERS.luebeck.email);
    expect((await b.call("GET", "/api/extranet/users/me", pair.access_token)).status).toBe(200);
    const before = b.heard();
    expect((await a.call("POST", "/api/auth/logout", pair.access_token, { refresh_token: pair.refresh_token })).status).toBe(204);
    await b.heardSince(before);
    expect((await b.call("GET", "/api/extranet/users/me", pair.access_token)).status).toBe(401);
  });

  it("before the other instance has heard of a write, the writer's next read there carries its number and is fresh", async () => {
    const a = await instance();
    const b = await instance({ holdNotices: true });
    const { access_token: token } = await t.login(DEMO_USERS.kiel.email);
    const name = async (headers?: Record<string, string>) =>
      (await dataOf<{ first_name: string }>(await b.call("GET", "/api/extranet/users/me", token, undefined, headers))).first_name;
    const before = await name();

    const write = await a.call("PATCH", "/api/users/me", token, { first_name: `${before}-neu`, last_name: "Jensen" });
    expect(write.status).toBe(204);
    const seq = write.headers.get(CHANGE_SEQ_HEADER);
    expect(Number(seq)).toBeGreaterThan(0);
    await b.noticeHeld();

    // The race of the two-instance browser test: without the number, b still answers from memory…
    expect(await name()).toBe(before);
    // …with it, from the database.
    expect(await name({ [CHANGE_SEQ_HEADER]: seq! })).toBe(`${before}-neu`);
    // A number b has heard of (or none worth believing) leaves the cache in place.
    expect(await name({ [CHANGE_SEQ_HEADER]: "0" })).toBe(before);
    b.release();
    expect(await name()).toBe(`${before}-neu`);
  });

  it("the session check too: a sign-out's number refuses the token on an instance that has not heard of it yet", async () => {
    const a = await instance();
    const b = await instance({ holdNotices: true });
    const pair = await t.login(DEMO_USERS.luebeck.email);
    expect((await b.call("GET", "/api/extranet/users/me", pair.access_token)).status).toBe(200);
    const signOut = await a.call("POST", "/api/auth/logout", pair.access_token, { refresh_token: pair.refresh_token });
    expect(signOut.status).toBe(204);
    const seq = signOut.headers.get(CHANGE_SEQ_HEADER)!;
    await b.noticeHeld();
    expect((await b.call("GET", "/api/extranet/users/me", pair.access_token)).status).toBe(200);
    expect((await b.call("GET", "/api/extranet/users/me", pair.access_token, undefined, { [CHANGE_SEQ_HEADER]: seq })).status).toBe(401);
    b.release();
  });
});
