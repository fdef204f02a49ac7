import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, authSessions, emailChanges, loginFailures, passwordTokens, queueJobs, refreshTokens, setupTokens } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { runHousekeeping } from "../../server/api/maintenance/housekeeping";
import { DEFAULT_RETENTION } from "../../server/api/maintenance/retention";
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
    expect(await run()).toMatchObject({ sessions: 0, loginFailures: 0, passwordLinks: 0, emailLinks: 0, jobs: 0 });
    // the reset mail went out through the queue; its done job keeps its key for 30 days
    const jobsBefore = await count(queueJobs);
    expect(jobsBefore).toBeGreaterThan(0);

    // Past the rate-limit window the failure no longer counts; the reset link (1 h) has expired
    // but is kept a week so a late click is told it expired.
    t.clock.advance(2 * 3600);
    expect(await run()).toMatchObject({ sessions: 0, loginFailures: 2, passwordLinks: 0, emailLinks: 0, jobs: 0 });
    expect(await count(loginFailures)).toBe(0);

    // A fresh sign-in now, then beyond the retention of the ended session and the link.
    await t.login("lieferant@example.com");
    const aliveSince = t.clock.now();
    t.clock.advance(DEFAULT_RETENTION.sessionsDays * DAY);
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

  it("applies each retention of decision 0972 on the test clock: what is older than its period goes, the rest stays", async () => {
    const db = t.database.db;
    // A day on, and what the test before left behind cleared: only this test's rows lie near the cutoffs.
    t.clock.advance(DAY);
    await run();
    const now = t.clock.now();
    const at = (days: number, hours: number) => new Date(now.getTime() - days * DAY * 1000 + hours * 3600 * 1000);
    /** just past a retention of `days`, and just within it */
    const older = (days: number) => at(days, -1);
    const younger = (days: number) => at(days, 1);
    const r = DEFAULT_RETENTION;
    const user = DEMO_USERS.leser.id;
    let n = 0;
    const hash = () => `retention-${++n}`.padEnd(64, "0");

    const session = (ended: Date, how: "expired" | "revoked") => ({
      userId: user,
      rotatedAt: at(400, 0),
      createdAt: at(400, 0),
      lastUsedAt: at(400, 0),
      ...(how === "expired" ? { expiresAt: ended } : { expiresAt: at(-7, 0), revokedAt: ended, revokedReason: "logout" }),
    });
    const sessions = await db
      .insert(authSessions)
      .values([session(older(r.sessionsDays), "expired"), session(older(r.sessionsDays), "revoked"), session(younger(r.sessionsDays), "expired"), session(younger(r.sessionsDays), "revoked")])
      .returning({ id: authSessions.id });
    const link = (last: Date, how: "expired" | "used") => ({ tokenHash: hash(), createdAt: at(400, 0), expiresAt: how === "expired" ? last : at(-1, 0), usedAt: how === "used" ? last : null });
    const linkRows = (days: number) => [link(older(days), "expired"), link(older(days), "used"), link(younger(days), "expired"), link(younger(days), "used")];
    const passwords = await db
      .insert(passwordTokens)
      .values(linkRows(r.linksDays).map((l, i) => ({ ...l, userId: user, purpose: i % 2 ? ("reset" as const) : ("invite" as const) })))
      .returning({ id: passwordTokens.id });
    const emails = await db
      .insert(emailChanges)
      .values(linkRows(r.linksDays).map((l, i) => ({ ...l, userId: user, newEmail: `jonas.albers+${i}@example.com` })))
      .returning({ id: emailChanges.id });
    const setups = await db.insert(setupTokens).values(linkRows(r.linksDays)).returning({ id: setupTokens.id });
    const job = (status: "done" | "failed" | "pending", finished: Date | null) => ({ kind: "mail", payload: {}, status, runAt: at(400, 0), createdAt: at(400, 0), finishedAt: finished });
    const jobs = await db
      .insert(queueJobs)
      .values([job("done", older(r.jobsDays)), job("failed", older(r.jobsDays)), job("done", younger(r.jobsDays)), job("failed", younger(r.jobsDays)), job("pending", null)])
      .returning({ id: queueJobs.id });
    const entry = (action: "login" | "login_failed" | "logout" | "account_status", created: Date) => ({ action, companyId: 1, actorId: user, targetId: user, ip: "192.0.2.0", createdAt: created });
    const audit = await db
      .insert(auditLog)
      .values([
        entry("login", older(r.sessionsDays)),
        entry("login_failed", older(r.sessionsDays)),
        entry("logout", older(r.sessionsDays)),
        entry("login", younger(r.sessionsDays)),
        entry("account_status", older(r.auditDays)),
        entry("account_status", younger(r.auditDays)),
        // past the sign-in retention, but not a sign-in record: stays for the audit's two years
        entry("account_status", older(r.sessionsDays)),
      ])
      .returning({ id: auditLog.id });
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), "partnerportal-outbox-"));
    const mail = (name: string, written: Date) => {
      writeFileSync(path.join(outboxDir, name), "Subject: Einladung\r\n\r\nHallo");
      utimesSync(path.join(outboxDir, name), written, written);
    };
    mail("old.eml", older(r.outboxDays));
    mail("young.eml", younger(r.outboxDays));
    mail("notes.txt", older(r.outboxDays));

    const ids = async <T>(rows: Promise<{ id: T }[]>) => new Set((await rows).map((row) => row.id));
    const before = {
      sessions: await ids(db.select({ id: authSessions.id }).from(authSessions)),
      audit: await ids(db.select({ id: auditLog.id }).from(auditLog)),
    };

    const removed = await runHousekeeping(db, now, { loginWindowSeconds: WINDOW, retention: r, outboxDir });
    // Exactly the rows past their period, the demo data's own included in none of them.
    expect(removed).toEqual({ sessions: 2, loginFailures: 0, passwordLinks: 2, emailLinks: 2, setupLinks: 2, jobs: 2, signInRecords: 3, auditEntries: 1, outboxMails: 1 });
    const gone = (rows: { id: unknown }[], first: number) => rows.slice(0, first).map((row) => row.id);
    const kept = (rows: { id: unknown }[], first: number) => rows.slice(first).map((row) => row.id);
    const after = {
      sessions: await ids(db.select({ id: authSessions.id }).from(authSessions)),
      passwords: await ids(db.select({ id: passwordTokens.id }).from(passwordTokens)),
      emails: await ids(db.select({ id: emailChanges.id }).from(emailChanges)),
      setups: await ids(db.select({ id: setupTokens.id }).from(setupTokens)),
      jobs: await ids(db.select({ id: queueJobs.id }).from(queueJobs)),
      audit: await ids(db.select({ id: auditLog.id }).from(auditLog)),
    };
    expect([...after.sessions]).toEqual([...before.sessions].filter((id) => !gone(sessions, 2).includes(id)));
    expect([...after.audit]).toEqual([...before.audit].filter((id) => ![...gone(audit, 3), audit[4]!.id].includes(id)));
    for (const [rows, left] of [[passwords, after.passwords], [emails, after.emails], [setups, after.setups], [jobs, after.jobs]] as const) {
      expect(gone(rows, 2).filter((id) => left.has(id as never))).toEqual([]);
      expect(kept(rows, 2).every((id) => left.has(id as never))).toBe(true);
    }
    expect(readdirSync(outboxDir).sort()).toEqual(["notes.txt", "young.eml"]);

    // Two hours on, the rows that were just within their period are past it and go as well.
    t.clock.advance(2 * 3600);
    const later = await runHousekeeping(db, t.clock.now(), { loginWindowSeconds: WINDOW, retention: r, outboxDir });
    expect(later).toEqual({ sessions: 2, loginFailures: 0, passwordLinks: 2, emailLinks: 2, setupLinks: 2, jobs: 2, signInRecords: 1, auditEntries: 1, outboxMails: 1 });
    expect(readdirSync(outboxDir)).toEqual(["notes.txt"]);

    // The periods are settings: a shorter audit retention takes the entry that stayed for two years, and keeps the younger ones.
    const shorter = { ...r, auditDays: r.sessionsDays };
    // an hour within the shorter period, on the clock two hours on
    const [recent] = await db.insert(auditLog).values(entry("account_status", at(r.sessionsDays, 3))).returning({ id: auditLog.id });
    expect((await runHousekeeping(db, t.clock.now(), { loginWindowSeconds: WINDOW, retention: shorter, outboxDir })).auditEntries).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: auditLog.id, createdAt: auditLog.createdAt }).from(auditLog);
    expect(left.map((row) => row.id)).not.toContain(audit[6]!.id);
    expect(left.map((row) => row.id)).toContain(recent!.id);
  });
  it("vacuums and analyses the tables it removed rows from, when asked (PGlite has no autovacuum)", async () => {
    const db = t.database.db;
    const stats = async () => {
      const result = await db.execute<{ relname: string; vacuums: string; analyses: string }>(
        sql`select relname, vacuum_count + autovacuum_count as vacuums, analyze_count + autoanalyze_count as analyses from pg_stat_user_tables where relname in ('audit_log', 'login_failures') order by relname`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { relname: string; vacuums: string; analyses: string }[];
      return Object.fromEntries(rows.map((r) => [r.relname, Number(r.vacuums) + Number(r.analyses)]));
    };
    await db.insert(auditLog).values({ action: "login", companyId: 1, actorId: DEMO_USERS.leser.id, targetId: DEMO_USERS.leser.id, ip: "192.0.2.0", createdAt: new Date(t.clock.now().getTime() - (DEFAULT_RETENTION.sessionsDays + 1) * DAY * 1000) });
    const before = await stats();
    const removed = await runHousekeeping(db, t.clock.now(), { loginWindowSeconds: WINDOW, vacuum: true });
    expect(removed.signInRecords).toBe(1);
    const after = await stats();
    // audit_log lost a row and was vacuumed and analysed; login_failures lost none and was left alone
    expect(after.audit_log).toBe(before.audit_log! + 2);
    expect(after.login_failures).toBe(before.login_failures);
  });
});
