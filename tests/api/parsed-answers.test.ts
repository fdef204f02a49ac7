/**
 * The embedded API hands the portal the text of an answer it served from its read cache, and the
 * portal parses each text once (decision 0522): the same objects until a write, frozen, and a
 * write is seen on the next read.
 */
import { describe, expect, it } from "vitest";
import { answerTextOf } from "../../server/api/cache/answer-text";
import { DEMO_USERS } from "../../server/api/db/seed";
import { useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
let tagged = 0;
const portal = portalContext(t, async (request, api) => {
  const response = await api.fetch(request);
  if (answerTextOf(response) !== undefined) tagged++;
  return response;
});

async function upstreamOf(cookie: string) {
  const url = new URL("http://portal.test/dashboard");
  return (await portal.contextFor(url, "GET", { cookie })).upstream;
}

describe("answers parsed once per text", () => {
  it("hands out the same frozen objects for a cached answer, and fresh ones after a write", async () => {
    const cookie = await portal.signIn(DEMO_USERS.haendler.email);
    // The first read fills the API's cache; the answers after it are served from there.
    await (await upstreamOf(cookie)).notifications();
    const first = await (await upstreamOf(cookie)).notifications();
    const before = tagged;
    const second = await (await upstreamOf(cookie)).notifications();
    expect(tagged).toBeGreaterThan(before);
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);

    const upstream = await upstreamOf(cookie);
    await upstream.me();
    const me = await upstream.me();
    expect(await upstream.me()).toBe(me);
    const order = ["documents", "events", "latestNews", "importantNews", "favoriteBrands"];
    await upstream.updatePreferences({ portal_settings: { dashboard: { order, hidden: [] } } });
    const after = await (await upstreamOf(cookie)).me();
    expect(after).not.toBe(me);
    expect(after.portal_settings.dashboard?.order).toEqual(order);
  });

  it("keeps each user's answers apart", async () => {
    const [partner, supplier] = await Promise.all([portal.signIn(DEMO_USERS.haendler.email), portal.signIn(DEMO_USERS.lieferant.email)]);
    const [a, b] = await Promise.all([(await upstreamOf(partner)).me(), (await upstreamOf(supplier)).me()]);
    expect(a.email).toBe(DEMO_USERS.haendler.email);
    expect(b.email).toBe(DEMO_USERS.lieferant.email);
  });
});
