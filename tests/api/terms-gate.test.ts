/**
 * Spec §4 enforced by the API (audit finding 3): until the terms of use are accepted, a session
 * reads only itself and may accept; every other endpoint answers FORBIDDEN and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { termsPending } from "../../server/api/auth/middleware";
import { TERMS_VERSION } from "#contract/account";
import type { AuthContext } from "../../server/api/auth/sessions";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();

describe("terms-of-use gate in the API", () => {
  it("refuses reads and writes before acceptance, and allows them after", async () => {
    const { access_token: token } = await t.login("neu@example.com");
    const me = await dataOf<{ accepted_agb: string | null }>(await t.request("GET", "/api/extranet/users/me", { token }));
    expect(me.accepted_agb).toBeNull();

    const gated = [
      t.request("GET", "/api/items/contact", { token }),
      t.request("GET", "/api/extranet/news", { token }),
      t.request("GET", "/api/extranet/documents", { token }),
      t.request("PATCH", "/api/users/me", { token, json: { first_name: "Lea", last_name: "Geändert" } }),
      t.request("POST", "/api/items/contact", { token, json: { first_name: "Neu", last_name: "Kontakt" } }),
      t.request("GET", "/api/extranet/users/me/sessions", { token }),
    ];
    for (const res of await Promise.all(gated)) {
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
    const after = await dataOf<{ last_name: string }>(await t.request("GET", "/api/extranet/users/me", { token }));
    expect(after.last_name).toBe("Brandt");

    expect((await t.request("POST", "/api/extranet/users/me/accept-terms", { token, json: { version: TERMS_VERSION } })).status).toBe(204);
    expect((await t.request("GET", "/api/items/contact", { token })).status).toBe(200);
  });

  it("lets an impersonated session through, as the spec says", () => {
    const base = { sessionId: "s", user: { acceptedAgb: null }, company: {}, permissions: new Set() } as unknown as AuthContext;
    expect(termsPending({ ...base, impersonatedBy: null })).toBe(true);
    expect(termsPending({ ...base, impersonatedBy: "parent" })).toBe(false);
  });
});
