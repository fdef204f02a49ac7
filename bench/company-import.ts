/**
 * The company import's goal (issue 39, decision 0953): 5,000 rows — companies with their first
 * account managers — checked (dry run) and applied in at most 30 s. A measurement, not a test:
 *   npx tsx bench/company-import.ts                 (in-memory PGlite)
 *   DATABASE_URL=postgres://… npx tsx bench/company-import.ts
 * Prints the dry run's and the apply's time; exits 1 if the two together take longer than 30 s.
 */
import { randomUUID } from "node:crypto";
import { MEMORY, openDatabase } from "../server/api/db/client";
import { companies, users } from "../server/api/db/schema";
import type { ApiContext } from "../server/api/deps";
import type { AuthContext } from "../server/api/auth/sessions";
import { createJobQueue } from "../server/api/jobs/queue";
import { applyImport, checkImport } from "../server/api/member-companies/import";

const ROWS = Number(process.env.ROWS ?? 5000);
const GOAL_MS = 30_000;

const database = await openDatabase({ dataDir: MEMORY, databaseUrl: process.env.DATABASE_URL, schema: process.env.DATABASE_URL ? `bench_import_${Date.now()}` : undefined });
const now = () => new Date();
const ctx = { db: database, now, jobs: createJobQueue(database, now), linkOrigins: ["http://localhost:3000"], loopbackLinks: true } as unknown as ApiContext;
const [association] = await database.db.insert(companies).values({ name: "Einkaufsverband Wohnen eG", relation: "VB" }).returning();
const [staff] = await database.db.insert(users).values({ email: `bench-${randomUUID()}@example.com`, passwordHash: "x", companyId: association!.id, staffRoles: ["PARTNERVERWALTUNG"] }).returning();
const auth = { user: staff, company: association, permissions: new Set(), impersonatedBy: null } as unknown as AuthContext;

const header = "Kundennummer;Firmenname;Beziehung;Straße;PLZ;Ort;Land;Telefon;E-Mail;Website;Berechtigungen;Vorname;Nachname;Account-E-Mail";
const lines = Array.from({ length: ROWS }, (_, i) => {
  const n = String(i + 1).padStart(5, "0");
  const relation = i % 3 === 0 ? "LF" : "HP";
  return `B-${n};Möbelhaus Beispiel ${n} GmbH;${relation};Hauptstraße ${i % 200};${10000 + (i % 89999)};Köln;DE;+49 221 ${n};info${n}@beispiel.example;https://www.beispiel${n}.example;NEWS|CALENDAR|EVA;Erika;Muster ${n};erika${n}@beispiel.example`;
});
const file = Buffer.from([header, ...lines].join("\r\n")).toString("base64");
const meta = { ip: "127.0.0.1", userAgent: "bench" };

let t0 = performance.now();
const dry = await checkImport(ctx, auth, "bench.csv", file);
const dryMs = performance.now() - t0;
t0 = performance.now();
const applied = await applyImport(ctx, auth, dry.id, "http://localhost:3000/login/resetpassword", meta);
const applyMs = performance.now() - t0;
t0 = performance.now();
const again = await applyImport(ctx, auth, dry.id, "http://localhost:3000/login/resetpassword", meta);
const againMs = performance.now() - t0;
console.log(`${database.kind}, ${ROWS} rows: dry run ${Math.round(dryMs)} ms (${dry.counts.new} new, ${dry.counts.failed} failed), apply ${Math.round(applyMs)} ms (${applied.counts.new} new, ${applied.counts.invites} invitations), apply again ${Math.round(againMs)} ms (${again.counts.unchanged} unchanged)`);
await database.close();
process.exit(dryMs + applyMs <= GOAL_MS && dry.counts.failed === 0 ? 0 : 1);
