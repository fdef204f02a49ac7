/**
 * `npm run admin -- invite <e-mail>`: prints a one-time setup link (24 hours) that creates an
 * administrator of the association for this address (decision 0951), on the database the portal
 * itself would open (DATA_DIR, DATABASE_URL). It only prints the link: the operator passes it on.
 * Stop a PGlite portal first: PGlite is one process's database.
 */
import { z } from "zod";
import { ConfigError, loadConfig } from "../../config";
import { openDatabase } from "../db/client";
import { issueAdministratorLink, setupOrigin } from "./setup";

export const ADMIN_USAGE = "Usage: npm run admin -- invite <e-mail>";

/** The command line's e-mail address, or null when the arguments are no `invite <e-mail>`. */
export function parseAdminArgs(args: readonly string[]): { email: string } | null {
  const [command, address, ...rest] = args;
  if (command !== "invite" || rest.length > 0) return null;
  const email = z.string().trim().toLowerCase().email().max(254).safeParse(address);
  return email.success ? { email: email.data } : null;
}

async function main() {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (!parsed) {
    process.stderr.write(`${ADMIN_USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.env.DATABASE_URL });
  try {
    const { link, expiresAt } = await issueAdministratorLink(database.db, parsed.email, {
      associationName: config.env.ASSOCIATION_NAME,
      origin: setupOrigin(config.env),
      now: new Date(),
    });
    process.stdout.write(`Setup link for ${parsed.email} (valid until ${expiresAt.toISOString()}, usable once):\n${link}\n`);
  } finally {
    await database.close();
  }
}

// Run as the script, not when a test imports parseAdminArgs.
if (process.argv[1]?.endsWith("admin-cli.ts")) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
