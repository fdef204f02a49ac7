/**
 * The first administrator of an installation without demo data (issue 39, decision 0951). A
 * start finding no active administrator of the association prints a one-time setup link; `npm
 * run admin -- invite <e-mail>` issues one for a given address. The link (24 hours, once) creates
 * the association's first administrator. Tokens are stored as SHA-256 hashes, like the password
 * links; an advisory lock serialises instances starting together.
 */
import { randomBytes } from "node:crypto";
import { and, arrayContains, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { GRANTABLE_PERMISSIONS } from "../contract/permissions";
import { TERMS_VERSION } from "../contract/account";
import type { SetupCompletePayload } from "../contract/staff";
import { hashPassword } from "../auth/passwords";
import type { SessionMeta } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import type { ApiContext } from "../deps";
import type { Db, Tx } from "../db/client";
import { companies, setupTokens, userPermissions, users, type CompanyRow } from "../db/schema";
import { isUniqueViolation } from "../db/violations";
import { ApiError } from "../http/errors";
import { writeAudit } from "../accounts/audit";
import { emailTaken } from "../accounts/service";

export const SETUP_TTL_SECONDS = 24 * 3600;
/** A first-start link younger than this came from another instance starting at the same time: it stays the one valid link. */
export const CONCURRENT_START_SECONDS = 60;
/** The association's name where ASSOCIATION_NAME is not set. */
export const DEFAULT_ASSOCIATION_NAME = "Einkaufsverband";

export interface SetupOptions {
  /** the company created when the association has none yet */
  associationName: string;
  /** origin the link is built on: PUBLIC_URL's first, or http://localhost:<PORT> */
  origin: string;
  now: Date;
}

export interface IssuedLink {
  link: string;
  expiresAt: Date;
}

export type FirstStart = { kind: "administrator" } | { kind: "concurrent" } | ({ kind: "link" } & IssuedLink);

/** The origin setup links are built on. */
export function setupOrigin(env: { PUBLIC_URL: readonly string[]; PORT: number }): string {
  return env.PUBLIC_URL[0] ? new URL(env.PUBLIC_URL[0]).origin : `http://localhost:${env.PORT}`;
}

const lock = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('partnerportal.setup'))`);

/** The association's company (relation VB), created under `name` when there is none. */
async function ensureAssociation(tx: Tx, name: string): Promise<CompanyRow> {
  const [existing] = await tx.select().from(companies).where(eq(companies.relation, "VB")).orderBy(asc(companies.id)).limit(1);
  if (existing) return existing;
  const [created] = await tx.insert(companies).values({ name, relation: "VB" }).returning();
  return created!;
}

async function hasActiveAdministrator(tx: Tx, now: Date): Promise<boolean> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(companies.relation, "VB"), eq(users.status, "active"), or(isNull(users.endDate), gt(users.endDate, now)), arrayContains(users.staffRoles, ["ADMINISTRATION"])))
    .limit(1);
  return admin !== undefined;
}

async function insertToken(tx: Tx, email: string | null, options: SetupOptions): Promise<IssuedLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(options.now.getTime() + SETUP_TTL_SECONDS * 1000);
  await tx.insert(setupTokens).values({ tokenHash: hashToken(token), email, createdAt: options.now, expiresAt });
  return { link: new URL(`/einrichtung/${token}`, options.origin).toString(), expiresAt };
}

/** Unused first-start links (those without an address) stop working. */
const expireStartLinks = (tx: Tx, now: Date) =>
  tx.update(setupTokens).set({ expiresAt: now }).where(and(isNull(setupTokens.email), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now)));

/**
 * On start: nothing while an active administrator exists. Otherwise the association's company
 * exists afterwards and a fresh link replaces the earlier ones — unless another instance issued
 * one within CONCURRENT_START_SECONDS, which then stays the one valid link.
 */
export async function prepareFirstStart(db: Db, options: SetupOptions): Promise<FirstStart> {
  return db.transaction(async (tx) => {
    await lock(tx);
    if (await hasActiveAdministrator(tx, options.now)) return { kind: "administrator" };
    await ensureAssociation(tx, options.associationName);
    const recentSince = new Date(options.now.getTime() - CONCURRENT_START_SECONDS * 1000);
    const [recent] = await tx
      .select({ id: setupTokens.id })
      .from(setupTokens)
      .where(and(isNull(setupTokens.email), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, options.now), gt(setupTokens.createdAt, recentSince)))
      .limit(1);
    if (recent) return { kind: "concurrent" };
    await expireStartLinks(tx, options.now);
    return { kind: "link", ...(await insertToken(tx, null, options)) };
  });
}

/** `npm run admin -- invite <e-mail>`: a setup link for this address, also where administrators exist (a lost administration). */
export async function issueAdministratorLink(db: Db, email: string, options: SetupOptions): Promise<IssuedLink> {
  return db.transaction(async (tx) => {
    await lock(tx);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) throw new Error(`${email} already has an account; it can set a new password with "forgot password" on the sign-in page.`);
    await ensureAssociation(tx, options.associationName);
    return insertToken(tx, email, options);
  });
}

const invalidLink = () => new ApiError("INVALID_TOKEN", "Invalid or expired setup token.");

/** POST /auth/setup/check: the link is valid; answers its fixed address, if any, and the association's name. */
export async function checkSetupLink(ctx: ApiContext, token: string): Promise<{ email: string | null; company: string }> {
  const now = ctx.now();
  const [row] = await ctx.db.db
    .select({ email: setupTokens.email })
    .from(setupTokens)
    .where(and(eq(setupTokens.tokenHash, hashToken(token)), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now)))
    .limit(1);
  if (!row) throw invalidLink();
  const [association] = await ctx.db.db.select({ name: companies.name }).from(companies).where(eq(companies.relation, "VB")).orderBy(asc(companies.id)).limit(1);
  return { email: row.email, company: association?.name ?? DEFAULT_ASSOCIATION_NAME };
}

/**
 * POST /auth/setup: uses the link once and creates the administrator, terms accepted. A taken
 * address or another address than the link's leaves the link unused (the transaction rolls back).
 */
export async function completeSetup(ctx: ApiContext, payload: SetupCompletePayload, meta: SessionMeta): Promise<{ email: string }> {
  const now = ctx.now();
  const passwordHash = await hashPassword(payload.password);
  try {
    return await ctx.db.db.transaction(async (tx) => {
      await lock(tx);
      const [used] = await tx
        .update(setupTokens)
        .set({ usedAt: now })
        .where(and(eq(setupTokens.tokenHash, hashToken(payload.token)), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now)))
        .returning({ email: setupTokens.email });
      if (!used) throw invalidLink();
      if (used.email !== null && used.email !== payload.email) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. This link is for another e-mail address.", {}, { reason: "SETUP_EMAIL" });
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, payload.email)).limit(1);
      if (taken) throw emailTaken();
      const association = await ensureAssociation(tx, DEFAULT_ASSOCIATION_NAME);
      const [created] = await tx
        .insert(users)
        .values({
          email: payload.email,
          passwordHash,
          firstName: payload.first_name,
          lastName: payload.last_name,
          companyId: association.id,
          staffRoles: ["ADMINISTRATION"],
          acceptedAgb: now,
          acceptedAgbVersion: TERMS_VERSION,
        })
        .returning({ id: users.id });
      await tx.insert(userPermissions).values(GRANTABLE_PERMISSIONS.VB.map((identifier) => ({ userId: created!.id, identifier })));
      // An administrator exists now: the links of earlier starts are moot.
      await expireStartLinks(tx, now);
      await writeAudit(tx, { action: "administrator_setup", companyId: association.id, actorId: created!.id, targetId: created!.id, ip: meta.ip, userAgent: meta.userAgent }, now);
      return { email: payload.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
