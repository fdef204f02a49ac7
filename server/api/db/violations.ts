/**
 * PostgreSQL's answer to a write that a unique index refused (SQLSTATE 23505), as node-postgres
 * and PGlite raise it, also when drizzle wraps it (the code then stands on a `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}
