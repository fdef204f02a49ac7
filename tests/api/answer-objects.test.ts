/**
 * In-process, the embedded API hands the portal its answer objects with no JSON in between (issue
 * 26, contract/answer.ts); a cached answer is the same frozen object until a write, and a write is
 * seen on the next read. The body is never encoded unless someone reads it.
 */
import { describe, expect, it } from "vitest";
import { answerObjectOf } from "../../server/api/contract/answer";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
let handed = 0;
const portal = portalContext(t, async (request, api) => {
  const response = await api.fetch(request);
  if (answerObjectOf(response) !== undefined) handed++;
  return response;
});

async function upstreamOf(cookie: string) {
  const url = new URL("http://portal.test/dashboard");
  return (await portal.contextFor(url, "GET", { cookie })).upstream;
}

describe("answer objects in-process", () => {
  it("hands out the same frozen objects for a cached answer, and fresh ones after a write", async () => {
    const cookie = await portal.signIn(DEMO_USERS.haendler.email);
    // The first read fills the API's cache; the answers after it are served from there.
    await (await upstreamOf(cookie)).call("notifications");
    const first = await (await upstreamOf(cookie)).call("notifications");
    const before = handed;
    const second = await (await upstreamOf(cookie)).call("notifications");
    expect(handed).toBeGreaterThan(before);
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);

    const upstream = await upstreamOf(cookie);
    await upstream.call("me");
    const me = await upstream.call("me");
    expect(await upstream.call("me")).toBe(me);
    const order = ["documents", "events", "latestNews", "importantNews", "favoriteBrands"];
    await upstream.call("updateMe", { body: { portal_settings: { dashboard: { order, hidden: [] } } } });
    const after = await (await upstreamOf(cookie)).call("me");
    expect(after).not.toBe(me);
    expect(after.portal_settings.dashboard?.order).toEqual(order);
  });

  it("encodes the JSON only for a caller that reads the body", async () => {
    const { access_token } = await t.login(DEMO_USERS.haendler.email);
    const response = await t.request("GET", "/api/extranet/notifications", { token: access_token });
    const handedOver = answerObjectOf(response);
    expect(handedOver).toBeDefined();
    // Over HTTP the same answer arrives as its JSON text.
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(handedOver!.value)));
  });

  it("keeps each user's answers apart", async () => {
    const [partner, supplier] = await Promise.all([portal.signIn(DEMO_USERS.haendler.email), portal.signIn(DEMO_USERS.lieferant.email)]);
    const [a, b] = await Promise.all([(await upstreamOf(partner)).call("me"), (await upstreamOf(supplier)).call("me")]);
    expect(a.email).toBe(DEMO_USERS.haendler.email);
    expect(b.email).toBe(DEMO_USERS.lieferant.email);
  });
});

/** The portal over HTTP (UPSTREAM_URL): every answer arrives as JSON text, and is parsed and validated. */
const overHttp = portalContext(t, async (request, api) => {
  const response = await api.fetch(request);
  // What a network hop does: only the bytes arrive.
  return new Response(response.body === null ? null : await response.text(), { status: response.status, headers: response.headers });
});
let altered = false;
const alteredAnswers = portalContext(t, async (request, api) => {
  const response = await api.fetch(request);
  if (!altered || !new URL(request.url).pathname.endsWith("/extranet/notifications")) return response;
  return Response.json({ data: { important_news: "not a list" } });
});

describe("answers over HTTP", () => {
  it("are parsed and validated: the same data as in-process, and a malformed answer is a 502", async () => {
    const cookie = await overHttp.signIn(DEMO_USERS.haendler.email);
    const url = new URL("http://portal.test/dashboard");
    const viaHttp = await (await overHttp.contextFor(url, "GET", { cookie })).upstream.call("notifications");
    const inProcess = await (await portal.contextFor(url, "GET", { cookie })).upstream.call("notifications");
    expect(viaHttp).toEqual(inProcess);
    expect(viaHttp).not.toBe(inProcess);

    altered = true;
    const failing = (await alteredAnswers.contextFor(url, "GET", { cookie: await alteredAnswers.signIn(DEMO_USERS.haendler.email) })).upstream.call("notifications");
    await expect(failing).rejects.toMatchObject({ name: "UpstreamError", status: 502 });
  });
});
