/**
 * Auth sessions: creation at sign-in, refresh-token rotation with a grace window and reuse
 * detection, revocation, and the per-request check behind every access token.
 */
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { PAGE_PERMISSIONS, type PagePermission } from "../contract/permissions";
import type { TokenPair } from "../contract/user";
import type { ApiContext } from "../deps";
import { authSessions, companies, refreshTokens, userPermissions, users, type AuthSessionRow, type CompanyRow, type UserRow } from "../db/schema";
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { isCompanySuspended, isSuspended } from "../users/account-status";
import type { SessionMeta } from "./session-meta";
import { buildTokenPair, deriveRefreshToken, hashToken, secretKey, verifyAccessToken } from "./tokens";

export type { SessionMeta } from "./session-meta";

/** Who is calling: resolved once per request by the auth middleware. */
export interface AuthContext {
  sessionId: string;
  /** the parent account when this session is an impersonation */
  impersonatedBy: string | null;
  /** the session's sign-in passed the second factor (an impersonation: the parent's did) */
  tfa: boolean;
  /** the association's support view of this account: reads only (decision 0963) */
  readOnly: boolean;
  user: UserRow;
  company: CompanyRow;
  /** the user's page permissions (spec §6), read with the session so checks cost no extra query */
  permissions: ReadonlySet<PagePermission>;
}

/** last_used_at is written at most this often per session, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

const keyCache = new Map<string, Uint8Array>();
function keyOf(ctx: ApiContext): Uint8Array {
  let key = keyCache.get(ctx.jwtSecret);
  if (!key) keyCache.set(ctx.jwtSecret, (key = secretKey(ctx.jwtSecret)));
  return key;
}

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

function pairFor(ctx: ApiContext, session: Pick<AuthSessionRow, "id" | "userId">, generation: number, issuedAt: Date) {
  return buildTokenPair({
    secret: ctx.jwtSecret,
    key: keyOf(ctx),
    userId: session.userId,
    sessionId: session.id,
    generation,
    issuedAt,
    accessTokenTtl: ctx.accessTokenTtl,
  });
}

/** Starts a session for a verified user and returns its first token pair (generation 0). */
export async function createSession(ctx: ApiContext, userId: string, meta: SessionMeta): Promise<TokenPair> {
  const now = ctx.now();
  const expiresAt = addSeconds(now, ctx.refreshTokenTtl);
  const session = await ctx.db.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authSessions)
      .values({
        userId,
        generation: 0,
        rotatedAt: now,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        ip: meta.ip,
        impersonatedBy: meta.impersonatedBy ?? null,
        tfa: meta.tfa ?? false,
        readOnly: meta.readOnly ?? false,
        createdAt: now,
        lastUsedAt: now,
      })
      .returning();
    const created = row!;
    // Account management shows colleagues when they last signed in (issue 29).
    if (!meta.impersonatedBy) await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(deriveRefreshToken(ctx.jwtSecret, created.id, 0)),
      sessionId: created.id,
      generation: 0,
      issuedAt: now,
      expiresAt,
    });
    return created;
  });
  return pairFor(ctx, session, 0, now);
}

async function findByRefreshToken(ctx: ApiContext, refreshToken: string) {
  const [row] = await ctx.db.db
    .select({
      token: refreshTokens,
      session: authSessions,
      user: { status: users.status, endDate: users.endDate },
      company: { suspendedAt: companies.suspendedAt },
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  return row;
}

async function loadSession(ctx: ApiContext, sessionId: string): Promise<AuthSessionRow | undefined> {
  const [row] = await ctx.db.db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return row;
}

export async function revokeSession(ctx: ApiContext, sessionId: string, reason: string): Promise<void> {
  await ctx.db.db
    .update(authSessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Exchanges a refresh token for the next pair.
 * - current token: rotate (generation + 1), unless another request rotated first → grace path;
 * - the token just retired, within the grace window: the same pair the rotation produced;
 * - any other retired token: reuse of a leaked token → the whole session is revoked.
 */
export async function refreshSession(ctx: ApiContext, refreshToken: string): Promise<TokenPair> {
  const now = ctx.now();
  const found = await findByRefreshToken(ctx, refreshToken);
  if (!found) throw new ApiError("INVALID_CREDENTIALS");
  // Before the revocation check: suspension revokes the sessions, and the holder should learn why.
  if (isSuspended(found.user, now) || isCompanySuspended(found.company)) throw new ApiError("USER_SUSPENDED");
  if (found.session.revokedAt) throw new ApiError("INVALID_CREDENTIALS");
  if (found.token.expiresAt.getTime() <= now.getTime()) throw new ApiError("TOKEN_EXPIRED");

  const presented = found.token.generation;
  let session = found.session;

  if (presented === session.generation) {
    if (await tryRotate(ctx, session, now)) return pairFor(ctx, session, presented + 1, now);
    // A concurrent request rotated this generation first; answer like it did.
    const reloaded = await loadSession(ctx, session.id);
    if (!reloaded || reloaded.revokedAt) throw new ApiError("INVALID_CREDENTIALS");
    session = reloaded;
  }

  const withinGrace = now.getTime() - session.rotatedAt.getTime() <= ctx.refreshGraceSeconds * 1000;
  if (presented === session.generation - 1 && withinGrace) {
    return pairFor(ctx, session, session.generation, session.rotatedAt);
  }

  await revokeSession(ctx, session.id, "reuse");
  ctx.log("warn", "retired refresh token presented again; session revoked", {
    // "sid", not "sessionId": the server logger redacts fields named like secrets.
    sid: session.id,
    userId: session.userId,
  });
  throw new ApiError("INVALID_CREDENTIALS");
}

/** Optimistic rotation: only succeeds if the session is still at the generation we read. */
async function tryRotate(ctx: ApiContext, session: AuthSessionRow, now: Date): Promise<boolean> {
  const next = session.generation + 1;
  const expiresAt = addSeconds(now, ctx.refreshTokenTtl);
  return ctx.db.db.transaction(async (tx) => {
    const updated = await tx
      .update(authSessions)
      .set({ generation: next, rotatedAt: now, expiresAt, lastUsedAt: now })
      .where(
        and(eq(authSessions.id, session.id), eq(authSessions.generation, session.generation), isNull(authSessions.revokedAt)),
      )
      .returning({ id: authSessions.id });
    if (updated.length === 0) return false;
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(deriveRefreshToken(ctx.jwtSecret, session.id, next)),
      sessionId: session.id,
      generation: next,
      issuedAt: now,
      expiresAt,
    });
    return true;
  });
}

/** Ends the session a refresh token belongs to (any generation of it); returns it for the audit log. */
export async function logoutSession(ctx: ApiContext, refreshToken: string): Promise<AuthSessionRow> {
  const found = await findByRefreshToken(ctx, refreshToken);
  if (!found) throw new ApiError("INVALID_CREDENTIALS");
  await revokeSession(ctx, found.session.id, "logout");
  return found.session;
}

/** Ends every live session of a user, or every one but `exceptSessionId`. */
export async function revokeUserSessions(ctx: ApiContext, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(authSessions.id, exceptSessionId));
  await ctx.db.db
    .update(authSessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(...conditions));
}

/**
 * The one query behind every authenticated call, prepared once per database: it runs several
 * times per page, and a prepared statement skips parsing and planning each time.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: authSessions,
      user: users,
      company: companies,
      permissions: sql<PagePermission[] | null>`(select array_agg(${userPermissions.identifier}) from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(authSessions.id, sql.placeholder("sessionId")))
    .limit(1)
    .prepare("auth_session_lookup");
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/**
 * Verifies an access token and, in one indexed lookup, that its session is alive and its user
 * not suspended — so logout, reuse detection and suspension take effect immediately.
 */
/** The longest a session check is answered from memory (another instance's sign-out arrives by NOTIFY sooner). */
const SESSION_CACHE_MS = 10_000;

/** `changeSeq`: the newest change the caller has seen (decision 0521); until this instance heard of it, the check reads the database. */
export async function authenticate(ctx: ApiContext, accessToken: string, changeSeq = 0): Promise<AuthContext> {
  const now = ctx.now();
  const claims = await verifyAccessToken(keyOf(ctx), accessToken, now);
  // Read once per SESSION_CACHE_MS at most; sign-out, suspension and permission changes are writes,
  // which empty the cache before they answer (cache/read-cache.ts).
  const [row] = await ctx.readCache.get(`session ${claims.sessionId}`, () => sessionLookup(ctx.db.db).execute({ sessionId: claims.sessionId }), {
    ttlMs: SESSION_CACHE_MS,
    changeSeq,
  });
  if (
    !row ||
    row.session.userId !== claims.userId ||
    row.session.revokedAt !== null ||
    row.session.expiresAt.getTime() <= now.getTime()
  ) {
    throw new ApiError("INVALID_TOKEN");
  }
  if (isSuspended(row.user, now) || isCompanySuspended(row.company)) throw new ApiError("USER_SUSPENDED");

  if (now.getTime() - row.session.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await ctx.db.db
      .update(authSessions)
      .set({ lastUsedAt: now })
      .where(and(eq(authSessions.id, row.session.id), lt(authSessions.lastUsedAt, now)));
    // The cached row carries it too, so the next request within the resolution does not write again.
    row.session.lastUsedAt = now;
  }
  const held = new Set(row.permissions ?? []);
  return {
    sessionId: row.session.id,
    impersonatedBy: row.session.impersonatedBy,
    tfa: row.session.tfa,
    readOnly: row.session.readOnly,
    user: row.user,
    company: row.company,
    permissions: new Set(PAGE_PERMISSIONS.filter((p) => held.has(p))),
  };
}
