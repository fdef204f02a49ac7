import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes SQL migrations; server/api/db/client.ts applies them on start. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/api/db/schema.ts",
  out: "./server/api/db/migrations",
  strict: true,
  verbose: true,
});
