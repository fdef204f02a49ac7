/**
 * Issue 26 point 5: GET /users/me is Directus' `readMe` — what extranet/users/me answers, narrowed
 * to Directus' `fields` — so the official Directus SDK reads the signed-in user.
 */
import { createDirectus, readMe, rest, staticToken } from "@directus/sdk";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "#contract/user";
import { createApi } from "../../server/api/app";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
const tokens = {} as Record<"haendler" | "verbund" | "neu", string>;

beforeAll(async () => {
  for (const who of ["haendler", "verbund", "neu"] as const) tokens[who] = (await t.login(DEMO_USERS[who].email)).access_token;
});

const readMeOf = async (query: string, token = tokens.haendler) => {
  const res = await t.request("GET", `/api/users/me${query}`, { token });
  expect(res.status, query).toBe(200);
  return dataOf<Record<string, unknown>>(res);
};

describe("GET /api/users/me", () => {
  it("answers what extranet/users/me answers, without fields and with *", async () => {
    const me = await dataOf(await t.request("GET", "/api/extranet/users/me", { token: tokens.haendler }));
    expect(await readMeOf("")).toEqual(me);
    expect(await readMeOf("?fields=*")).toEqual(me);
  });

  it("narrows to the fields asked for, comma-separated or repeated", async () => {
    const expected = { id: DEMO_USERS.haendler.id, email: DEMO_USERS.haendler.email };
    expect(await readMeOf("?fields=id,email")).toEqual(expected);
    expect(await readMeOf("?fields[]=id&fields[]=email")).toEqual(expected);
    expect(await readMeOf("?fields=email&fields=id")).toEqual(expected);
  });

  it("reaches into the company and the sub-users with dotted paths", async () => {
    const user = await readMeOf("?fields=account_type,company.name,sub_user.email", tokens.verbund);
    expect(user).toEqual({
      account_type: "multiuser",
      company: { name: DEMO_COMPANIES[DEMO_USERS.verbund.company].name },
      sub_user: expect.arrayContaining([{ email: DEMO_USERS.kiel.email }, { email: DEMO_USERS.luebeck.email }]),
    });
    expect(user.sub_user).toHaveLength(2);
    const me = await dataOf<User>(await t.request("GET", "/api/extranet/users/me", { token: tokens.haendler }));
    expect(await readMeOf("?fields=portal_settings.importantNews,pagePermissions.identifier")).toEqual({
      portal_settings: { importantNews: me.portal_settings.importantNews },
      pagePermissions: me.pagePermissions,
    });
  });

  it("is readable before the terms are accepted, like extranet/users/me", async () => {
    expect(await readMeOf("?fields=accepted_agb", tokens.neu)).toEqual({ accepted_agb: null });
  });

  it.each([
    ["an unknown field", "?fields=id,password"],
    ["an unknown nested field", "?fields=company.secret"],
    ["a path into a plain value", "?fields=email.domain"],
    ["an empty field name", "?fields=id,,email"],
    ["another query parameter", "?fields=id&limit=1"],
  ])("refuses %s with INVALID_QUERY", async (_, query) => {
    const res = await t.request("GET", `/api/users/me${query}`, { token: tokens.haendler });
    expect(res.status).toBe(400);
    expect(await errorCodeOf(res)).toBe("INVALID_QUERY");
  });

  it("refuses the signed-out caller", async () => {
    const res = await t.request("GET", "/api/users/me?fields=id");
    expect(res.status).toBe(403);
    expect(await errorCodeOf(res)).toBe("FORBIDDEN");
  });
});

describe("the official Directus SDK", () => {
  it("reads the signed-in user with readMe", async () => {
    const api = createApi(t.deps);
    const client = createDirectus("http://internal/api", { globals: { fetch: async (input: RequestInfo | URL, init?: RequestInit) => api.fetch(new Request(input, init)) } })
      .with(rest())
      .with(staticToken(tokens.haendler));
    const me = await client.request(readMe({ fields: ["id", "email", "first_name"] }));
    expect(me).toEqual({ id: DEMO_USERS.haendler.id, email: DEMO_USERS.haendler.email, first_name: DEMO_USERS.haendler.firstName });
  });
});
