/**
 * Digests and subscriptions (issue 28): the user's own setting, the digest of what the recipient
 * may read at send time, nothing for suspended users or before the terms, important news at once,
 * and the one-click unsubscribe that turns off exactly one setting of exactly one user.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DigestSettings } from "#contract/digests";
import { UNSUBSCRIBE_INVALID_MESSAGE } from "#contract/digests";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { brands, calendarEvents, companies, digestSubscriptions, documents, news, newsBrands, userPermissions } from "../../server/api/db/schema";
import { resolveDeps } from "../../server/api/deps";
import type { DigestMail } from "../../server/api/digests/compose";
import { queueDigests, queueImportantNews, sendDigest, sendDigests, sendImportantNews } from "../../server/api/digests/run";
import { CLOCK_START, dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const ORIGIN = "https://portal.example";
const HOUR = 3_600_000;
type Who = keyof typeof DEMO_USERS;
const tokens = {} as Record<Who, string>;
const ctx = () => resolveDeps({ ...api.deps, linkOrigins: [ORIGIN] });
const db = () => api.database.db;

const save = (who: Who, json: Record<string, unknown>) => api.request("PATCH", "/api/extranet/users/me/digest", { token: tokens[who], json });
const read = async (who: Who) => await dataOf<DigestSettings>(await api.request("GET", "/api/extranet/users/me/digest", { token: tokens[who] }));
const unsubscribe = (token: string) => api.request("POST", "/api/extranet/digest/unsubscribe", { json: { token } });

function capture() {
  const sent: { mail: DigestMail; key: string }[] = [];
  return { sent, send: async (mails: { mail: DigestMail; key: string }[]) => void sent.push(...mails) };
}
const mailTo = (sent: { mail: DigestMail }[], who: Who) => sent.find((s) => s.mail.to === DEMO_USERS[who].email)?.mail;
const tokenOf = (mail: DigestMail) => /\/unsubscribe\/([^>]+)>/.exec(mail.headers["List-Unsubscribe"]!)![1]!;

let fileId: string;
let nordholzBrand: number;
let lichtwerkCompany: number;
/** a moment after the fixture's clock, where the test content below is new */
const planned = (hours: number) => new Date(CLOCK_START.getTime() + hours * HOUR);

beforeAll(async () => {
  for (const who of ["haendler", "leser", "lieferant", "rp"] as const) tokens[who] = (await api.login(DEMO_USERS[who].email)).access_token;
  const [doc] = await db().select({ fileId: documents.fileId }).from(documents).limit(1);
  fileId = doc!.fileId;
  nordholzBrand = (await db().select({ id: brands.id }).from(brands).where(eq(brands.name, "Nordholz Küchen")))[0]!.id;
  lichtwerkCompany = (await db().select({ id: companies.id }).from(companies).where(eq(companies.relation, "RP")))[0]!.id;
});

async function addContent(at: Date, label: string) {
  const [, branded] = await db()
    .insert(news)
    .values([
      { title: `${label} News ohne Marke`, publishedOn: at },
      { title: `${label} News Nordholz`, publishedOn: at },
    ])
    .returning({ id: news.id });
  await db().insert(newsBrands).values({ newsId: branded!.id, brandId: nordholzBrand });
  await db().insert(calendarEvents).values({ title: `${label} Termin`, dateFrom: new Date(at.getTime() + 30 * 24 * HOUR), dateTo: new Date(at.getTime() + 31 * 24 * HOUR), createdAt: at });
  await db().insert(documents).values([
    { name: `${label} Dokument EKA`, fileId, documentClass: "EKA", uploadedOn: at },
    { name: `${label} Dokument EVA`, fileId, documentClass: "EVA", uploadedOn: at },
    // another supplier's approved document: trading partners read it, no other supplier does
    { name: `${label} Lichtwerk-Dokument`, fileId, documentClass: "EKA", uploadedOn: at, companyId: lichtwerkCompany, status: "approved" },
  ]);
}

describe("the digest setting", () => {
  it("is off until chosen, is saved and read back per user, and refuses unknown brands (a text key the portal words)", async () => {
    expect(await read("leser")).toMatchObject({ period: "off", important: true, brands: [], sam_tags: [] });
    const saved = await dataOf<DigestSettings>(await save("leser", { period: "weekly", important: false, brands: [nordholzBrand] }));
    expect(saved).toMatchObject({ period: "weekly", important: false, brands: [nordholzBrand] });
    expect(saved.brand_options.map((b) => b.id)).toContain(nordholzBrand);
    expect(await read("leser")).toMatchObject({ period: "weekly", brands: [nordholzBrand] });
    // another user's setting is untouched and unseen
    expect(await read("haendler")).toMatchObject({ period: "off" });

    const bad = await save("leser", { period: "daily", brands: [999_999] });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("descriptions.digests.brandsUnknown");
    expect(await read("leser")).toMatchObject({ period: "weekly" });
    expect((await save("leser", { period: "hourly" })).status).toBe(400);
    await save("leser", { period: "off" });
  });

  it("needs a sign-in", async () => {
    const anonymous = await api.request("GET", "/api/extranet/users/me/digest");
    expect(anonymous.status).toBe(403);
    expect(await errorCodeOf(anonymous)).toBe("FORBIDDEN");
  });
});

describe("the digest", () => {
  it("names only what each recipient may read, and nothing to suspended users or before the terms", async () => {
    for (const who of ["haendler", "leser", "lieferant"] as const) expect((await save(who, { period: "daily" })).status).toBe(200);
    // suspended and not-yet-accepted users may have a setting from before: they get nothing
    await db().insert(digestSubscriptions).values([DEMO_USERS.gesperrt.id, DEMO_USERS.neu.id].map((userId) => ({ userId, period: "daily" as const, digestNonce: "n", importantNonce: "n" })));
    await addContent(planned(-2), "A");
    const jobs: { key?: string; payload: unknown }[] = [];
    const queued = await queueDigests(ctx(), "daily", planned(1), async (job) => (jobs.push(job), true));
    expect(queued).toBe(3);
    // one job for the batch, naming each recipient once
    expect(jobs).toHaveLength(1);
    expect((jobs[0]!.payload as { userIds: string[] }).userIds.sort()).toEqual([DEMO_USERS.haendler.id, DEMO_USERS.leser.id, DEMO_USERS.lieferant.id].sort());
    expect(jobs[0]!.key).toBe(`digest:${planned(1).toISOString()}:from:${(jobs[0]!.payload as { userIds: string[] }).userIds[0]}`);

    const { sent, send } = capture();
    expect(await sendDigests(ctx(), "daily", planned(1), send)).toEqual({ sent: 3, empty: 0, skipped: 0 });
    const haendler = mailTo(sent, "haendler")!;
    for (const name of ["A News ohne Marke", "A News Nordholz", "A Termin", "A Dokument EKA", "A Dokument EVA", "A Lichtwerk-Dokument"]) expect(haendler.text).toContain(name);
    expect(haendler.subject).toMatch(/^Ihre tägliche Zusammenfassung: \d+ neue Einträge$/);
    expect(haendler.html).toContain(`href="${ORIGIN}/news/`);
    expect(haendler.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(haendler.headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/unsubscribe/`));
    // no EVA without the EVA permission
    const leser = mailTo(sent, "leser")!;
    expect(leser.text).toContain("A Dokument EKA");
    expect(leser.text).not.toContain("A Dokument EVA");
    // a supplier never reads another supplier's document
    const lieferant = mailTo(sent, "lieferant")!;
    expect(lieferant.text).toContain("A Dokument EKA");
    expect(lieferant.text).not.toContain("A Lichtwerk-Dokument");
    expect(mailTo(sent, "gesperrt")).toBeUndefined();
    expect(mailTo(sent, "neu")).toBeUndefined();

    // the same run again sends nothing twice; the next names only what is newer
    const again = capture();
    expect(await sendDigest(ctx(), DEMO_USERS.haendler.id, "daily", planned(1), again.send)).toBe("skipped");
    expect(await sendDigest(ctx(), DEMO_USERS.haendler.id, "daily", planned(25), again.send)).toBe("empty");
    expect(again.sent).toEqual([]);
  });

  it("reads permissions at send time and keeps to the chosen brands", async () => {
    await save("leser", { period: "daily", brands: [nordholzBrand] });
    await addContent(planned(30), "B");
    await db().delete(userPermissions).where(and(eq(userPermissions.userId, DEMO_USERS.leser.id), inArray(userPermissions.identifier, ["NEWS", "CALENDAR"])));
    const { sent, send } = capture();
    expect(await sendDigest(ctx(), DEMO_USERS.leser.id, "daily", planned(31), send)).toBe("empty");
    expect(sent).toEqual([]);

    await db().insert(userPermissions).values([{ userId: DEMO_USERS.leser.id, identifier: "NEWS" }]);
    await addContent(planned(50), "C");
    expect(await sendDigest(ctx(), DEMO_USERS.leser.id, "daily", planned(55), send)).toBe("sent");
    const mail = sent[0]!.mail;
    expect(mail.text).toContain("C News Nordholz");
    expect(mail.text).not.toContain("C News ohne Marke");
    expect(mail.text).not.toContain("C Termin");
    expect(mail.text).not.toContain("B ");
    await db().insert(userPermissions).values([{ userId: DEMO_USERS.leser.id, identifier: "CALENDAR" }]);
  });
});

describe("important news", () => {
  it("goes out once, at once, to subscribers who may read it", async () => {
    await save("rp", { period: "weekly", important: true });
    const at = new Date(Date.now() + HOUR);
    const [row] = await db().insert(news).values({ title: "Rückruf: wichtige Sicherheitsinformation", abstract: "Bitte sofort lesen.", important: true, publishedOn: at }).returning();
    const keys = new Set<string>();
    const jobs: { payload: { userId: string; newsId: number } }[] = [];
    const enqueue = async (job: { key?: string; payload: unknown }) => {
      if (keys.has(job.key!)) return false;
      keys.add(job.key!);
      jobs.push(job as (typeof jobs)[number]);
      return true;
    };
    const now = new Date(at.getTime() + 60_000);
    const first = await queueImportantNews(ctx(), now, enqueue);
    expect(await queueImportantNews(ctx(), now, enqueue)).toBe(0);
    expect(first).toBe(jobs.length);
    const rpJob = jobs.find((j) => j.payload.userId === DEMO_USERS.rp.id)!;
    expect(rpJob.payload.newsId).toBe(row!.id);
    expect(jobs.some((j) => j.payload.userId === DEMO_USERS.gesperrt.id || j.payload.userId === DEMO_USERS.neu.id)).toBe(false);

    const { sent, send } = capture();
    expect(await sendImportantNews(ctx(), DEMO_USERS.rp.id, row!.id, send, now)).toBe(true);
    expect(sent[0]!.mail).toMatchObject({ to: DEMO_USERS.rp.email, subject: "Wichtige News: Rückruf: wichtige Sicherheitsinformation" });
    expect(sent[0]!.key).toBe(`mail:important:${row!.id}:${DEMO_USERS.rp.id}`);
    expect(sent[0]!.mail.text).toContain(`${ORIGIN}/news/${row!.id}`);

    // the important-news link turns off only that setting
    const answer = await unsubscribe(tokenOf(sent[0]!.mail));
    expect(answer.status).toBe(200);
    expect(await read("rp")).toMatchObject({ period: "weekly", important: false });
  });
});

describe("one-click unsubscribe", () => {
  it("turns off exactly the user's digest, once; tampered and foreign tokens change nothing", async () => {
    await save("haendler", { period: "daily", important: true });
    await save("lieferant", { period: "daily" });
    await addContent(planned(70), "D");
    const { sent, send } = capture();
    await sendDigest(ctx(), DEMO_USERS.haendler.id, "daily", planned(72), send);
    const token = tokenOf(sent[0]!.mail);

    // another user's id, or the important setting, under this token's mac
    const [, , mac] = token.split(".");
    for (const forged of [`${DEMO_USERS.lieferant.id}.d.${mac}`, `${DEMO_USERS.haendler.id}.i.${mac}`, `${token}x`, "unsinn"]) {
      const res = await unsubscribe(forged);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(UNSUBSCRIBE_INVALID_MESSAGE);
    }
    expect(await read("lieferant")).toMatchObject({ period: "daily" });
    expect(await read("haendler")).toMatchObject({ period: "daily", important: true });

    const done = await unsubscribe(token);
    expect(done.status).toBe(200);
    expect(await dataOf<{ setting: string }>(done)).toEqual({ setting: "digest" });
    expect(await read("haendler")).toMatchObject({ period: "off", important: true });
    expect(await read("lieferant")).toMatchObject({ period: "daily" });
    // used once: the link is void now
    expect((await unsubscribe(token)).status).toBe(400);
  });
});

describe("through the job queue", () => {
  it("the daily schedule at 07:00 Berlin queues each digest once, and each arrives once as a mail", async () => {
    const token = (await api.login(DEMO_USERS.luebeck.email)).access_token;
    expect((await api.request("PATCH", "/api/extranet/users/me/digest", { token, json: { period: "daily" } })).status).toBe(200);
    // the fixture's clock is Monday 09:00 in Berlin: the daily run of 07:00 (06:00Z) is due
    await addContent(new Date(CLOCK_START.getTime() - 3 * HOUR), "Q");
    // published as luebeck subscribed (the fixture's clock stands still): the check of 09:00 sends it
    await db().insert(news).values({ title: "Q Wichtige Mitteilung", important: true, publishedOn: CLOCK_START });
    const before = api.mails.length;
    await api.jobs.planSchedules();
    await api.jobs.drain();
    await api.jobs.planSchedules();
    await api.jobs.drain();
    const mails = api.mails.slice(before).filter((m) => m.to === DEMO_USERS.luebeck.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([expect.stringMatching(/^Ihre tägliche Zusammenfassung/), "Wichtige News: Q Wichtige Mitteilung"]);
    mails.sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails[0]!.text).toContain("Q Termin");
    expect(mails[0]!.html).toContain("Q Termin");
    expect(mails[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});
