/**
 * Two API instances on one PostgreSQL, each with its own read cache (issue 10): a write through
 * one reaches the other's cache by LISTEN/NOTIFY, so the next read on the other instance is fresh;
 * a sign-out on one refuses the token on the other. PostgreSQL only.
 *
 * Both instances share this process's event loop, so the test waits until the other instance's
 * listener has taken the notice in (it is on its socket when the write answers; a browser's next
 * page load reaches another process only after a network round trip). It never sleeps blindly.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app";
import { openChangeChannel, type ChangeChannel } from "../../server/api/cache/change-channel";
import { createReadCache } from "../../server/api/cache/read-cache";
import { DEMO_USERS } from "../../server/api/db/seed";
import { dataOf, useTestApi } from "./fixture";

const pgUrl = process.env.DATABASE_URL;
const t = useTestApi();
const channels: ChangeChannel[] = [];
afterAll(async () => {
  await Promise.all(channels.map((c) => c.close()));
});

async function instance() {
  const link: { channel?: ChangeChannel } = {};
  const cache = createReadCache({ now: () => t.clock.now().getTime(), publish: async () => link.channel?.publish() });
  const states: boolean[] = [];
  let remoteWrites = 0;
  link.channel = await openChangeChannel({
    databaseUrl: pgUrl!,
    schema: t.databaseSchema,
    db: t.database.db,
    onRemoteWrite: () => {
      remoteWrites += 1;
      cache.invalidate();
    },
    onState: (listening) => {
      states.push(listening);
      cache.setEnabled(listening);
    },
    log: () => {},
  });
  channels.push(link.channel);
  const api = createApi({ ...t.deps, readCache: cache });
  const call = (method: string, path: string, token: string, json?: unknown) =>
    Promise.resolve(
      api.fetch(
        new Request(`http://internal${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": "192.0.2.10" },
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      ),
    );
  /** Resolves once this instance has heard a write of another since `before` (at most 2 s). */
  async function heardSince(before: number): Promise<void> {
    for (const until = Date.now() + 2000; remoteWrites <= before; ) {
      if (Date.now() > until) throw new Error("the other instance never heard the write");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  return { call, states, heard: () => remoteWrites, heardSince };
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
});
