/**
 * Sign-in rate limit: failures per account (e-mail) and per client IP, stored in the database so
 * all API instances share the counts.
 */
import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailures, type LoginFailureScope } from "../db/schema";
import { evaluateWindow, windowStart, type WindowVerdict } from "./rate-limit-window";

export interface RateLimitKey {
  scope: LoginFailureScope;
  key: string;
}

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

export function loginKeys(email: string, ip: string | null): RateLimitKey[] {
  const keys: RateLimitKey[] = [{ scope: "account", key: email }];
  if (ip) keys.push({ scope: "ip", key: ip });
  return keys;
}

/** The strictest verdict over all keys: limited if any key is. */
export async function checkRateLimit(
  db: Db,
  keys: RateLimitKey[],
  now: Date,
  settings: RateLimitSettings,
): Promise<WindowVerdict> {
  const since = windowStart(now, settings.windowSeconds);
  const verdicts = await Promise.all(
    keys.map(async ({ scope, key }) => {
      const rows = await db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
        .orderBy(desc(loginFailures.failedAt))
        .limit(settings.max);
      return evaluateWindow(
        rows.map((r) => r.failedAt),
        now,
        settings.max,
        settings.windowSeconds,
      );
    }),
  );
  const limited = verdicts.filter((v) => v.limited);
  if (limited.length === 0) return { limited: false, retryAfterSeconds: 0 };
  return { limited: true, retryAfterSeconds: Math.max(...limited.map((v) => v.retryAfterSeconds)) };
}

/** Records one failure under every key and drops that key's rows that fell out of the window. */
export async function recordFailure(db: Db, keys: RateLimitKey[], now: Date, settings: RateLimitSettings): Promise<void> {
  const since = windowStart(now, settings.windowSeconds);
  await db.insert(loginFailures).values(keys.map(({ scope, key }) => ({ scope, key, failedAt: now })));
  for (const { scope, key } of keys) {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), lte(loginFailures.failedAt, since)));
  }
}

/** A successful sign-in forgives the account's earlier failures (the IP's stay counted). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, "account"), eq(loginFailures.key, email)));
}
