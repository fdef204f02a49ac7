// Issue 28 "Performance": a daily digest run for every user of the large data set must finish
// within 2 minutes. Seeds the large data set into DATA_DIR (./data-bench-digests) or DATABASE_URL
// when it is not there yet, subscribes every user to the daily digest, and times the composition
// of all digests (what each user may read, filtered, composed as text and HTML). Sending is not
// timed: the mail job paces it at MAIL_RATE (10/s by default), which is the point of the queue.
//
//   node bench/digest.mjs            # DATA_DIR (./data-bench-digests), DATABASE_URL ("" = PGlite)
import { spawnSync } from "node:child_process";
import path from "node:path";
import { register } from "tsx/esm/api";

register();
const dataDir = path.resolve(process.env.DATA_DIR || "./data-bench-digests");
const databaseUrl = process.env.DATABASE_URL || undefined;
const env = { ...process.env, DATA_DIR: dataDir };

const seeded = spawnSync("npm", ["run", "-s", "seed:large"], { env, stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const { openDatabase } = await import("../server/api/db/client.ts");
const { resolveDeps } = await import("../server/api/deps.ts");
const { sendDigests } = await import("../server/api/digests/run.ts");
const { sql } = await import("drizzle-orm");

const database = await openDatabase({ dataDir, databaseUrl });
const db = database.db;
try {
  // every user on the daily digest; half of them limited to a few brands, as users would
  await db.execute(sql`
    insert into digest_subscriptions (user_id, period, digest_nonce, important_nonce, brand_ids)
    select u.id, 'daily', md5(random()::text), md5(random()::text),
           case when row_number() over (order by u.id) % 2 = 0 then (select array_agg(id) from (select id from brands order by id limit 20) b) else '{}'::integer[] end
    from users u
    on conflict (user_id) do update set period = 'daily', last_digest_at = null`);
  const [{ n: users }] = (await db.execute(sql`select count(*)::int as n from digest_subscriptions where period = 'daily'`)).rows;
  const ctx = resolveDeps({ db: database, jwtSecret: "bench-secret", linkOrigins: ["https://portal.example"], mailer: { send: async () => {} } });
  let bytes = 0;
  const plannedFor = new Date();
  const started = performance.now();
  const counts = await sendDigests(ctx, "daily", plannedFor, async (mails) => {
    for (const { mail } of mails) bytes += mail.text.length + mail.html.length;
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`${database.kind}: ${users} subscribed users, ${counts.sent} digests composed, ${counts.empty} with nothing new, ${counts.skipped} skipped`);
  console.log(`daily run: ${seconds.toFixed(1)} s (goal ≤ 120 s), ${(counts.sent / seconds).toFixed(0)} digests/s, ${(bytes / Math.max(counts.sent, 1) / 1024).toFixed(1)} KB per mail`);
  console.log(`sending at MAIL_RATE ${process.env.MAIL_RATE ?? 10}/s then takes ${(counts.sent / Number(process.env.MAIL_RATE ?? 10) / 60).toFixed(1)} min, paced by the mail job`);
} finally {
  await database.close();
}
