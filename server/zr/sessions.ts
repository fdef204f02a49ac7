/**
 * apiSessions of the ZR-Simulator. POST /sam/logon trades the portal's session_token for an
 * apiSession bound to one accid: the simulator asks the portal's API who the token belongs to and
 * which accids that user may open (decision 0900), so a session is only ever for one of them.
 * Only a hash of the apiSession is stored.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../api/db/client";
import { zrSessions } from "../api/db/schema";
import type { ZrAccount } from "./data";

/** Who a portal session_token belongs to, as the portal's API answers it. */
export interface PortalIdentity {
  userId: string;
  kind: "HP" | "LF";
  accids: readonly string[];
}
export type IdentifyToken = (sessionToken: string) => Promise<PortalIdentity | null>;

/** stay=1 keeps the session for a working day; otherwise an hour. */
export const STAY_SECONDS = 12 * 60 * 60;
export const SHORT_SECONDS = 60 * 60;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export type LogonResult = { ok: true; apiSession: string } | { ok: false; reason: "token" | "accid" };

export async function logon(db: Db, identify: IdentifyToken, input: { session_token: string; accid: string; stay?: string }, now = new Date()): Promise<LogonResult> {
  const identity = await identify(input.session_token);
  if (!identity) return { ok: false, reason: "token" };
  if (!identity.accids.includes(input.accid)) return { ok: false, reason: "accid" };
  const apiSession = randomBytes(32).toString("base64url");
  const ttl = input.stay === "1" ? STAY_SECONDS : SHORT_SECONDS;
  await db.insert(zrSessions).values({ tokenHash: hashOf(apiSession), accid: input.accid, kind: identity.kind, userId: identity.userId, expiresAt: new Date(now.getTime() + ttl * 1000) });
  // Expired sessions go with the next logon rather than a timer.
  await db.delete(zrSessions).where(lt(zrSessions.expiresAt, now));
  return { ok: true, apiSession };
}

/** The account an apiSession is for, or null when it is unknown or expired. */
export async function accountOfSession(db: Db, apiSession: string, now = new Date()): Promise<ZrAccount | null> {
  if (!/^[\w-]{16,256}$/.test(apiSession)) return null;
  const [row] = await db
    .select({ accid: zrSessions.accid, kind: zrSessions.kind })
    .from(zrSessions)
    .where(and(eq(zrSessions.tokenHash, hashOf(apiSession)), gt(zrSessions.expiresAt, now)));
  return row ?? null;
}

/**
 * The embedded identification: the simulator calls the API in-process, exactly as an external ZR
 * system would call it over HTTP, with the session_token as the Bearer token.
 */
export function identifyViaApi(apiFetch: (request: Request) => Promise<Response>, origin = "http://embedded.api"): IdentifyToken {
  return async (sessionToken) => {
    const headers = { authorization: `Bearer ${sessionToken}`, accept: "application/json" };
    const [me, permissions] = await Promise.all([
      apiFetch(new Request(`${origin}/api/extranet/users/me`, { headers })),
      apiFetch(new Request(`${origin}/api/extranet/check/zrclient-permissions`, { method: "POST", headers })),
    ]);
    if (!me.ok || !permissions.ok) return null;
    const user = (await me.json()) as { data?: { id?: string; company?: { relation?: string } } };
    const answer = (await permissions.json()) as { success?: boolean; permissions?: { accid: string }[] };
    if (!user.data?.id || !answer.success || !Array.isArray(answer.permissions)) return null;
    return { userId: user.data.id, kind: user.data.company?.relation === "HP" ? "HP" : "LF", accids: answer.permissions.map((p) => p.accid) };
  };
}
