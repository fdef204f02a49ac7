/**
 * `npm run seed:large [-- <factor>]`: adds the large data set (seed/large.ts) to the database the
 * portal itself would open (DATA_DIR, DATABASE_URL, S3_URL), migrating it and seeding the demo data first
 * when needed. The optional factor scales every count (e.g. 0.1). Stop a PGlite portal first:
 * PGlite is one process's database.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../../config";
import { openFileStorage } from "../files/s3-storage";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { LARGE_SCALE, scaleLarge, seedLarge } from "./large";

async function main() {
  const [factorArg] = process.argv.slice(2);
  const factor = factorArg === undefined ? 1 : Number(factorArg);
  if (!(factor > 0)) {
    process.stderr.write("Usage: npm run seed:large [-- <factor, e.g. 0.1>]\n");
    process.exit(2);
  }
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.env.DATABASE_URL });
  try {
    process.stdout.write(`Large data set into ${database.kind === "pglite" ? path.resolve(config.dataDir, "pglite") : "PostgreSQL (DATABASE_URL)"}\n`);
    const result = await seedLarge(database.db, openFileStorage({ s3Url: config.env.S3_URL, dataDir: config.dataDir }), {
      scale: factor === 1 ? LARGE_SCALE : scaleLarge(factor),
      log: (line) => process.stdout.write(`  ${line}\n`),
    });
    if (result.seeded) {
      // A production database is vacuumed and analysed by autovacuum soon after a bulk load; a
      // bench on a never-vacuumed one measures sequential counts no running portal would do.
      await database.db.execute(sql`vacuum analyze`);
      process.stdout.write("  vacuum analyze (as autovacuum would after the load)\n");
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(result.seeded ? `Done in ${seconds} s.\n` : `The large data set is there already; nothing changed (${seconds} s).\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
