/**
 * The first administrator (issue 39, decision 0951): a start without an active administrator of
 * the association issues one setup link (a fresh one per start, invalidating the earlier; none
 * while another instance's link is under a minute old); the link creates the administrator once,
 * not after 24 hours; `npm run admin -- invite` issues one for a fixed address.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { users } from "../../server/api/db/schema";
import { parseAdminArgs } from "../../server/api/staff/admin-cli";
import { CONCURRENT_START_SECONDS, SETUP_TTL_SECONDS, issueAdministratorLink, prepareFirstStart, setupOrigin } from "../../server/api/staff/setup";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
const options = () => ({ associationName: "Einkaufsverband", origin: "http://localhost:3000", now: t.clock.now() });
const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;
const complete = (token: string, email = "chefin@example.com") =>
  t.request("POST", "/api/auth/setup", { json: { token, email, first_name: "Petra", last_name: "Lorenz", password: "Einrichten2026", accept_terms: true } });

describe("first start", () => {
  it("issues nothing while an active administrator exists", async () => {
    expect(await prepareFirstStart(t.database.db, options())).toEqual({ kind: "administrator" });
  });

  it("issues a link without an administrator; it creates the administrator once", async () => {
    await t.database.db.update(users).set({ staffRoles: [] }).where(eq(users.id, DEMO_STAFF.admin.id));
    const first = await prepareFirstStart(t.database.db, options());
    expect(first.kind).toBe("link");
    if (first.kind !== "link") return;
    expect(first.link).toMatch(/^http:\/\/localhost:3000\/einrichtung\/[\w-]{43}$/);
    // another instance starting at the same moment prints no second link
    expect(await prepareFirstStart(t.database.db, options())).toEqual({ kind: "concurrent" });
    // a later start replaces the link
    t.clock.advance(CONCURRENT_START_SECONDS + 1);
    const second = await prepareFirstStart(t.database.db, options());
    expect(second.kind).toBe("link");
    if (second.kind !== "link") return;
    expect(await errorCodeOf(await t.request("POST", "/api/auth/setup/check", { json: { token: tokenOf(first.link) } }))).toBe("INVALID_TOKEN");
    expect(await dataOf(await t.request("POST", "/api/auth/setup/check", { json: { token: tokenOf(second.link) } }))).toEqual({ email: null, company: "Einkaufsverband Wohnen eG" });
    // a taken address leaves the link usable
    expect(await errorCodeOf(await complete(tokenOf(second.link), "haendler@example.com"))).toBe("RECORD_NOT_UNIQUE");
    expect((await complete(tokenOf(second.link))).status).toBe(200);
    expect(await errorCodeOf(await complete(tokenOf(second.link), "zweite@example.com"))).toBe("INVALID_TOKEN");
    const token = (await t.login("chefin@example.com", "Einrichten2026")).access_token;
    const me = await dataOf<{ staff_roles: string[]; company: { relation: string } }>(await t.request("GET", "/api/extranet/users/me", { token }));
    expect(me).toMatchObject({ staff_roles: ["ADMINISTRATION"], company: { relation: "VB" } });
    expect((await t.request("GET", "/api/extranet/staff", { token })).status).toBe(200);
    expect(await prepareFirstStart(t.database.db, options())).toEqual({ kind: "administrator" });
  });

  it("refuses an expired link and another address than the CLI's", async () => {
    const issued = await issueAdministratorLink(t.database.db, "zweiter.admin@example.com", options());
    expect(await errorCodeOf(await complete(tokenOf(issued.link), "jemand@example.com"))).toBe("INVALID_PAYLOAD");
    t.clock.advance(SETUP_TTL_SECONDS + 1);
    expect(await errorCodeOf(await complete(tokenOf(issued.link), "zweiter.admin@example.com"))).toBe("INVALID_TOKEN");
    await expect(issueAdministratorLink(t.database.db, "haendler@example.com", options())).rejects.toThrow(/already has an account/);
  });
});

describe("npm run admin", () => {
  it("reads invite <e-mail> and nothing else", () => {
    expect(parseAdminArgs(["invite", "Chef@Example.com"])).toEqual({ email: "chef@example.com" });
    expect(parseAdminArgs(["invite"])).toBeNull();
    expect(parseAdminArgs(["invite", "kein-mail"])).toBeNull();
    expect(parseAdminArgs(["delete", "a@example.com"])).toBeNull();
    expect(parseAdminArgs(["invite", "a@example.com", "extra"])).toBeNull();
  });

  it("builds links on PUBLIC_URL or localhost:PORT", () => {
    expect(setupOrigin({ PUBLIC_URL: ["https://partner.example.org/x"], PORT: 3000 })).toBe("https://partner.example.org");
    expect(setupOrigin({ PUBLIC_URL: [], PORT: 3211 })).toBe("http://localhost:3211");
  });
});
