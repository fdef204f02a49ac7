/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder>`: see backup.ts. The target is
 * what the portal itself would open (DATA_DIR, DATABASE_URL, S3_URL), read by the same configuration.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../../config";
import { openFileStorage } from "../files/s3-storage";
import { createBackup, restoreBackup } from "./backup";

async function main() {
  const [command, folder] = process.argv.slice(2);
  const config = loadConfig();
  const target = { dataDir: config.dataDir, databaseUrl: config.env.DATABASE_URL, storage: openFileStorage({ s3Url: config.env.S3_URL, dataDir: config.dataDir }) };
  const started = Date.now();
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+/, "").replace("T", "-");
    const out = path.resolve(folder ?? path.join("backups", `partnerportal-${stamp}`));
    const manifest = await createBackup(target, out);
    process.stdout.write(`Backup written to ${out}: ${manifest.database} database, ${manifest.files} files (${manifest.bytes} bytes) in ${Date.now() - started} ms.\n`);
  } else if (command === "restore" && folder) {
    const manifest = await restoreBackup(target, path.resolve(folder));
    process.stdout.write(`Restored the backup of ${manifest.createdAt} (${manifest.database}, ${manifest.files} files) in ${Date.now() - started} ms.\n`);
  } else {
    process.stderr.write("Usage: npm run backup [-- <folder>] | npm run restore -- <folder>\n");
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
