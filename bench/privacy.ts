/**
 * Issue 41's goals (decision 0988): exporting the data of a user with 1,000 registrations and
 * 1,000 audit entries takes at most 10 s; erasing a company's 200 contacts at most 10 s. On the
 * database the portal itself would open (DATA_DIR, DATABASE_URL, S3_URL), which should hold the
 * large data set (`npm run seed:large`; seeded here first when it is missing). A measurement, not
 * a test:
 *   DATA_DIR=./data-bench npx tsx bench/privacy.ts
 *   DATA_DIR=./data-bench-pg DATABASE_URL=postgres://… npx tsx bench/privacy.ts
 * Each run adds its own company, user and contacts (with a photo each), so it can run again.
 * Prints both times; exits 1 if either is over its goal.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { count, eq } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/api/db/client";
import { auditLog, calendarEvents, calendarRegistrations, companies, contacts, dataExports, files, users } from "../server/api/db/schema";
import { resolveDeps } from "../server/api/deps";
import { openFileStorage } from "../server/api/files/s3-storage";
import { createMailer } from "../server/api/mail/mailer";
import { prepareExport } from "../server/api/privacy/exports";
import { erasePerson } from "../server/api/privacy/erasure";
import { LARGE_SCALE, seedLarge } from "../server/api/seed/large";

const GOAL_MS = 10_000;
const REGISTRATIONS = 1000;
const AUDIT_ENTRIES = 1000;
const CONTACTS = 200;

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.env.DATABASE_URL });
const storage = openFileStorage({ s3Url: config.env.S3_URL, dataDir: config.dataDir });
const db = database.db;
const seeded = await seedLarge(db, storage, { scale: LARGE_SCALE, log: (line) => process.stdout.write(`  ${line}\n`) });
if (seeded.seeded) process.stdout.write("(the large data set was seeded first)\n");
const ctx = resolveDeps({
  db: database,
  storage,
  jwtSecret: "bench-secret-bench-secret-bench-secret",
  accessTokenTtl: 900,
  refreshTokenTtl: 86_400,
  refreshGraceSeconds: 30,
  loginRateLimit: { max: 10, windowSeconds: 900 },
  trustForwardedFor: false,
  // no mail leaves a bench run: a cancelled registration's mail would go to the outbox folder
  mailer: createMailer({ outboxDir: path.join(os.tmpdir(), `bench-privacy-outbox-${process.pid}`), from: "portal@example.com", log: () => {} }),
  linkOrigins: ["http://localhost:3000"],
});

const run = randomUUID().slice(0, 8);
const [company] = await db.insert(companies).values({ name: `Möbelhaus Messwert ${run} GmbH`, relation: "HP", city: "Bielefeld" }).returning();
const [user] = await db
  .insert(users)
  .values({ email: `messwert-${run}@example.com`, passwordHash: "x", companyId: company!.id, firstName: "Marlene", lastName: `Messwert-${run}`, acceptedAgb: new Date() })
  .returning();

// 1,000 registrations (one per event: a company registers once per event) and 1,000 audit entries.
const events = await db.select({ id: calendarEvents.id }).from(calendarEvents).orderBy(calendarEvents.id).limit(REGISTRATIONS);
if (events.length < REGISTRATIONS) throw new Error(`only ${events.length} events: seed the large data set first`);
const insertChunks = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 250) await insert(rows.slice(i, i + 250));
};
await insertChunks(
  events.map((e) => ({ calendarEventId: e.id, companyId: company!.id, createdBy: user!.id, participants: 2, sleepover: "none" as const, acceptance: true, annotation: "Anreise am Vorabend" })),
  (part) => db.insert(calendarRegistrations).values(part),
);
await insertChunks(
  Array.from({ length: AUDIT_ENTRIES }, (_, i) => ({ action: i % 2 ? ("login" as const) : ("account_permissions" as const), companyId: company!.id, actorId: user!.id, targetId: user!.id, ip: "192.0.2.0", userAgent: "Mozilla/5.0", createdAt: new Date(Date.now() - i * 60_000) })),
  (part) => db.insert(auditLog).values(part),
);

let t0 = performance.now();
const [request] = await db.insert(dataExports).values({ requestedBy: user!.id, subjectUserId: user!.id, createdAt: new Date() }).returning();
await prepareExport(ctx, request!.id);
const exportMs = performance.now() - t0;
const [done] = await db.select().from(dataExports).where(eq(dataExports.id, request!.id));
const zipBytes = done?.storageName ? (await storage.read(done.storageName)).size : 0;
if (done?.status !== "ready") throw new Error(`export ${done?.status}`);

// 200 contacts, each with a photo and a cached variant in the file store.
const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#8a6d4b" } }).jpeg().toBuffer();
const contactIds: number[] = [];
for (let i = 0; i < CONTACTS; i++) {
  const name = `bench-${run}-${i}.jpg`;
  const stored = await storage.write(name, photo);
  const [file] = await db.insert(files).values({ filenameDisk: name, filenameDownload: "portrait.jpg", type: "image/jpeg", filesize: stored.size, checksum: stored.checksum, folder: "images", companyId: company!.id }).returning();
  await storage.write(`variant_${file!.id}_64x64_cover.jpg`, photo.subarray(0, 1000));
  const [contact] = await db
    .insert(contacts)
    .values({ companyId: company!.id, firstName: "Jana", lastName: `Kontakt-${run}-${i}`, email: `kontakt-${run}-${i}@example.com`, phone: `+49 521 ${String(100000 + i)}`, thumbnail: file!.id })
    .returning({ id: contacts.id });
  contactIds.push(contact!.id);
}

const eraser = { actorId: user!.id, onBehalfOfId: null, ip: "192.0.2.0", userAgent: "bench" };
t0 = performance.now();
for (const id of contactIds) await erasePerson(ctx, { kind: "contact", id }, eraser, () => {});
const eraseMs = performance.now() - t0;
const [left] = await db.select({ n: count() }).from(contacts).where(eq(contacts.companyId, company!.id));

const [registrationRows] = await db.select({ n: count() }).from(calendarRegistrations);
const [auditRows] = await db.select({ n: count() }).from(auditLog);
console.log(
  [
    `${database.kind}, large data set (${registrationRows!.n} registrations, ${auditRows!.n} audit entries in all):`,
    `  export of a user with ${REGISTRATIONS} registrations and ${AUDIT_ENTRIES} audit entries: ${Math.round(exportMs)} ms (ZIP ${Math.round(zipBytes / 1024)} KB; goal ≤ ${GOAL_MS} ms)`,
    `  erasure of a company's ${CONTACTS} contacts with photos: ${Math.round(eraseMs)} ms (${Math.round(eraseMs / CONTACTS)} ms each, ${left!.n} left; goal ≤ ${GOAL_MS} ms)`,
  ].join("\n"),
);
await database.close();
process.exit(exportMs <= GOAL_MS && eraseMs <= GOAL_MS && left!.n === 0 ? 0 : 1);
