/**
 * Bad input by class (audit findings 6 and 7): text PostgreSQL cannot store, ids beyond int4,
 * a broken multipart body. Each answers 400 and changes nothing; none reaches SQL as a 500.
 */
import { describe, expect, it } from "vitest";
import { contacts, users } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
const TOO_BIG = 2_147_483_648;

async function snapshot() {
  const [contactRows, userRows] = await Promise.all([t.database.db.select().from(contacts), t.database.db.select().from(users)]);
  return JSON.stringify([contactRows.map((r) => r.id + JSON.stringify(r)).sort(), userRows.map((r) => JSON.stringify(r)).sort()]);
}

describe("bad input answers 400 and changes nothing", () => {
  it("NUL, lone surrogates and out-of-range ids in bodies and query strings", async () => {
    const { access_token: token } = await t.login(DEMO_USERS.haendler.email);
    const before = await snapshot();
    const attempts: [string, string, unknown?][] = [
      ["POST", "/api/items/contact", { first_name: "Null\u0000byte", last_name: "Test" }],
      ["POST", "/api/items/contact", { first_name: "Halb\uD800", last_name: "Test" }],
      ["PATCH", "/api/users/me", { first_name: "\uDC00", last_name: "X" }],
      ["GET", "/api/extranet/documents?search=%00"],
      ["PATCH", "/api/users/me", { favorite_brands: [TOO_BIG] }],
      ["PATCH", "/api/users/me", { portal_settings: { readNews: [String(TOO_BIG)] } }],
      ["PATCH", "/api/users/me", { portal_settings: { importantNews: ["9999999999"] } }],
      ["POST", "/api/items/contact", { first_name: "Prop", last_name: "Test", property: { create: [{ definition_value_id: TOO_BIG }] } }],
      ["POST", "/api/items/calendar_registrations", { calendar_event: TOO_BIG, participants: 1 }],
      ["GET", `/api/items/calendar_registrations?filter[calendar_event][_eq]=${TOO_BIG}`],
      ["GET", `/api/extranet/news?brand=${TOO_BIG}`],
      ["GET", `/api/extranet/news?news_group=${TOO_BIG}`],
    ];
    for (const [method, path, json] of attempts) {
      const res = await t.request(method, path, { token, json });
      expect([`${method} ${path}`, res.status]).toEqual([`${method} ${path}`, 400]);
      expect(["INVALID_PAYLOAD", "INVALID_QUERY"]).toContain(await errorCodeOf(res));
    }
    const [contact] = await t.database.db.select({ id: contacts.id }).from(contacts).limit(1);
    const patch = await t.request("PATCH", `/api/items/contact/${contact!.id}`, { token, json: { property: { delete: [TOO_BIG] }, version: 1 } });
    expect(patch.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("a malformed multipart upload is a 400, not a 500", async () => {
    const { access_token: token } = await t.login(DEMO_USERS.haendler.email);
    const body = new TextEncoder().encode("--abc\r\nContent-Disposition: form-data; name=\"file\"; filename=\"x.png\"\r\n\r\nnot closed");
    const res = await t.request("POST", "/api/files", { token, rawBody: body, headers: { "content-type": "multipart/form-data; boundary=abc", "content-length": String(body.length) } });
    expect(res.status).toBe(400);
  });
});
