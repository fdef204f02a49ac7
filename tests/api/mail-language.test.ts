/**
 * Mails in the recipient's language (issue 42, decision 0987): an account with language "en" gets
 * its mails in English, one with "de" (the default) in German; an account invited by an English
 * user starts in English, and its invitation is English.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { useTestApi } from "./fixture";

const t = useTestApi();
const ORIGIN = "http://127.0.0.1:3000";
const RESET_URL = `${ORIGIN}/login/resetpassword`;

const setLanguage = (email: string, language: "de" | "en") => t.database.db.update(users).set({ language }).where(eq(users.email, email));
const lastMailTo = (to: string) => t.mails.filter((m) => m.to === to).at(-1);

describe("mails in the recipient's language", () => {
  it("sends the password link in English to an English account and in German to a German one", async () => {
    await setLanguage(DEMO_USERS.lieferant.email, "en");
    expect((await t.request("POST", "/api/auth/password/request", { json: { email: DEMO_USERS.lieferant.email, reset_url: RESET_URL } })).status).toBe(204);
    const english = lastMailTo(DEMO_USERS.lieferant.email)!;
    expect(english.subject).toBe("Partner Portal: reset your password");
    expect(english.text).toMatch(/^Hello,\n/);
    expect(english.text).not.toContain("Passwort");
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain("This e-mail was sent automatically by the Partner Portal.");

    expect((await t.request("POST", "/api/auth/password/request", { json: { email: DEMO_USERS.haendler.email, reset_url: RESET_URL } })).status).toBe(204);
    const german = lastMailTo(DEMO_USERS.haendler.email)!;
    expect(german.subject).toBe("Partnerportal: Passwort zurücksetzen");
    expect(german.text).toMatch(/^Guten Tag,\n/);
    expect(german.html).toContain('<html lang="de">');
  });

  it("creates an account invited by an English user in English, and invites it in English", async () => {
    await setLanguage(DEMO_USERS.haendler.email, "en");
    const token = (await t.login(DEMO_USERS.haendler.email)).access_token;
    const email = "olivia.hart@example.com";
    const res = await t.request("POST", "/api/extranet/accounts", { token, json: { email, first_name: "Olivia", last_name: "Hart", permissions: ["NEWS"], invite_url: RESET_URL } });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(row?.language).toBe("en");
    const invitation = lastMailTo(email)!;
    expect(invitation.subject).toBe("Invitation to the Partner Portal");
    expect(invitation.text).toContain(`at ${DEMO_COMPANIES.sommer.name}.`);
    await setLanguage(DEMO_USERS.haendler.email, "de");
  });
});
