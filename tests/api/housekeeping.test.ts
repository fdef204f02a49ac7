import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authSessions, emailChanges, loginFailures, passwordTokens, queueJobs, refreshTokens } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { ENDED_SESSION_RETENTION_DAYS, runHousekeeping } from "../../server/api/maintenance/housekeeping";
import { useTestApi } from "./fixture";

const WINDOW = 900;
const t = useTestApi({ loginRateLimit: { max: 10, windowSeconds: WINDOW } });
const DAY = 24 * 3600;

const run = () => runHousekeeping(t.database.db, t.clock.now(), { loginWindowSeconds: WINDOW });
const count = async (table: typeof authSessions | typeof loginFailures | typeof passwordTokens | typeof emailChanges | typeof refreshTokens | typeof queueJobs) =>
  (await t.database.db.select().from(table)).length;

describe("housekeeping", () => {
  it("removes only what no one can need any more: ended sessions, old failures, old password links, old done jobs", async () => {
    // A session that will end by logout, one that stays alive, a failed sign-in and a reset link.
    const ended = await t.login("haendler@example.com");
    await t.request("POST", "/api/auth/logout", { json: { refresh_token: ended.refresh_token } });
    await t.request("POST", "/api/auth/login", { json: { email: "leser@example.com", password: "falsch" } });
    await t.request("POST", "/api/auth/password/request", { json: { email: "leser@example.com", reset_url: "http://127.0.0.1:3000/Login/ResetPassword" } });
    // and an address change waiting for its confirmation link (decision 0557)
    const manager = (await t.login("haendler@example.com")).access_token;
    await t.request("POST", `/api/extranet/accounts/${DEMO_USERS.leser.id}/email`, { token: manager, json: { email: "jonas.albers@example.com", confirm_url: "http://127.0.0.1:3000/email-bestaetigen" } });
    expect(await count(emailChanges)).toBe(1);
    const sessionsBefore = await count(authSessions);
    const tokensBefore = await count(refreshTokens);

    // Nothing is old yet: nothing goes.
    expect(await run()).toEqual({ sessions: 0, loginFailures: 0, passwordLinks: 0, emailLinks: 0, jobs: 0 });
    // the reset mail went out through the queue; its done job keeps its key for 30 days
    const jobsBefore = await count(queueJobs);
    expect(jobsBefore).toBeGreaterThan(0);

    // Past the rate-limit window the failure no longer counts; the reset link (1 h) has expired
    // but is kept a week so a late click is told it expired.
    t.clock.advance(2 * 3600);
    expect(await run()).toEqual({ sessions: 0, loginFailures: 2, passwordLinks: 0, emailLinks: 0, jobs: 0 });
    expect(await count(loginFailures)).toBe(0);

    // A fresh sign-in now, then beyond the retention of the ended session and the link.
    await t.login("lieferant@example.com");
    const aliveSince = t.clock.now();
    t.clock.advance(ENDED_SESSION_RETENTION_DAYS * DAY);
    const removed = await run();
    expect(removed.sessions).toBe(1);
    expect(removed.passwordLinks).toBe(1);
    expect(removed.emailLinks).toBe(1);
    expect(await count(emailChanges)).toBe(0);
    expect(removed.jobs).toBe(jobsBefore);
    expect(await count(queueJobs)).toBe(0);
    expect(await count(authSessions)).toBe(sessionsBefore);
    expect(await count(passwordTokens)).toBe(0);
    // The ended session's refresh tokens went with it; the later session (expired only a few
    // weeks ago, still listed in the account settings) is kept.
    expect(await count(refreshTokens)).toBe(tokensBefore);
    const kept = await t.database.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.createdAt, aliveSince));
    expect(kept).toHaveLength(1);
  });
});
