/**
 * Whether the sign-in limit holds a partner account (decision 0952). The limit counts failures per
 * account (its e-mail) and per client address (auth/rate-limit.ts); an account counts as locked when
 * its own key is limited or one of the addresses its recent failed sign-ins came from is, since
 * either refuses its next sign-in. Unlocking forgives exactly those keys. The limit counts whole
 * addresses, the audit trail keeps them shortened unless LOG_FULL_IP (decision 0973): an address of
 * the trail stands for every whole address that shortens to it.
 */
import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { auditLog, loginFailures, type LoginFailureScope } from "../db/schema";
import { evaluateWindow, windowStart } from "../auth/rate-limit-window";
import type { RateLimitSettings } from "../auth/rate-limit";
import { shortenIp } from "../http/short-ip";

export interface LockState {
  locked: boolean;
  /** when the limit lets the account try again by itself; null when not locked */
  until: Date | null;
  /** the account's own failures in the window */
  failures: number;
}

interface Account {
  id: string;
  email: string;
}

/** The addresses each account's failed sign-ins came from within the window (from the audit trail). */
async function failureAddresses(db: Db | Tx, ids: string[], since: Date): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!ids.length) return map;
  const rows = await db
    .selectDistinct({ targetId: auditLog.targetId, ip: auditLog.ip })
    .from(auditLog)
    .where(and(inArray(auditLog.targetId, ids), eq(auditLog.action, "login_failed"), gt(auditLog.createdAt, since), isNotNull(auditLog.ip)));
  for (const r of rows) map.set(r.targetId!, [...(map.get(r.targetId!) ?? []), r.ip!]);
  return map;
}

async function failureTimes(db: Db | Tx, scope: LoginFailureScope, keys: string[], since: Date): Promise<Map<string, Date[]>> {
  const map = new Map<string, Date[]>();
  if (!keys.length) return map;
  const wanted = new Set(keys);
  const rows = await db
    .select({ key: loginFailures.key, failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), scope === "ip" ? undefined : inArray(loginFailures.key, keys), gt(loginFailures.failedAt, since)));
  for (const r of rows) {
    const key = scope === "ip" ? recordedAs(r.key, wanted) : r.key;
    if (key) map.set(key, [...(map.get(key) ?? []), r.failedAt]);
  }
  return map;
}

/** The trail's address a whole address of the limit is recorded as, when it is one of `recorded`. */
function recordedAs(address: string, recorded: ReadonlySet<string>): string | null {
  if (recorded.has(address)) return address;
  const short = shortenIp(address);
  return short && recorded.has(short) ? short : null;
}

/** The lock state of each account, by id: three queries for a whole page. */
export async function lockStates(db: Db, accounts: readonly Account[], now: Date, settings: RateLimitSettings): Promise<Map<string, LockState>> {
  const since = windowStart(now, settings.windowSeconds);
  const addresses = await failureAddresses(db, accounts.map((a) => a.id), since);
  const [byAccount, byAddress] = await Promise.all([
    failureTimes(db, "account", accounts.map((a) => a.email), since),
    failureTimes(db, "ip", [...new Set([...addresses.values()].flat())], since),
  ]);
  return new Map(
    accounts.map((a) => {
      const own = byAccount.get(a.email) ?? [];
      const verdicts = [own, ...(addresses.get(a.id) ?? []).map((ip) => byAddress.get(ip) ?? [])].map((times) => evaluateWindow(times, now, settings.max, settings.windowSeconds));
      const limited = verdicts.filter((v) => v.limited);
      const until = limited.length ? new Date(now.getTime() + Math.max(...limited.map((v) => v.retryAfterSeconds)) * 1000) : null;
      return [a.id, { locked: limited.length > 0, until, failures: own.length }];
    }),
  );
}

/** Forgives the account's failures and those of the addresses its recent failures came from. */
export async function clearLock(tx: Tx, account: Account, now: Date, settings: RateLimitSettings): Promise<void> {
  await tx.delete(loginFailures).where(and(eq(loginFailures.scope, "account"), eq(loginFailures.key, account.email)));
  const since = windowStart(now, settings.windowSeconds);
  const addresses = (await failureAddresses(tx, [account.id], since)).get(account.id) ?? [];
  if (!addresses.length) return;
  const recorded = new Set(addresses);
  const keys = await tx.selectDistinct({ key: loginFailures.key }).from(loginFailures).where(and(eq(loginFailures.scope, "ip"), gt(loginFailures.failedAt, since)));
  const forgiven = keys.map((k) => k.key).filter((key) => recordedAs(key, recorded));
  if (forgiven.length) await tx.delete(loginFailures).where(and(eq(loginFailures.scope, "ip"), inArray(loginFailures.key, forgiven)));
}
