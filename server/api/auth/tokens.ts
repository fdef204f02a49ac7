/**
 * Token primitives, free of I/O: access-token JWTs and the deterministic refresh-token chain.
 *
 * Refresh tokens are HMAC-derived from (session, generation) instead of random, so the pair
 * issued by a rotation can be recomputed exactly: a client that presents the just-retired token
 * again within the grace window (parallel requests, lost response) gets the very same pair.
 * Access tokens are deterministic too — HS256 over fixed claims, with the rotation time as iat.
 */
import { createHash, createHmac } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { TokenPair } from "../contract/user";
import { ApiError } from "../http/errors";

export const TOKEN_ISSUER = "partnerportal";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  issuedAt: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ id: claims.userId, session: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setIssuer(TOKEN_ISSUER)
    .sign(key);
}

const claimsSchema = z.object({ id: z.string().uuid(), session: z.string().uuid() });

/**
 * Tokens whose signature and claims checked out, per key, with their expiry: every API call of a
 * page presents the same token for its whole lifetime, and jose imports the key and verifies with
 * WebCrypto each time (~0.3 ms of CPU). A hit still checks the expiry against `now`; revocation
 * is the session lookup's job either way. Bounded: the oldest entries go first.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const VERIFIED_MAX = 10_000;

/** Throws TOKEN_EXPIRED for an expired token and INVALID_TOKEN for anything else that is wrong. */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AccessClaims> {
  let known = verified.get(key);
  if (!known) verified.set(key, (known = new Map()));
  const hit = known.get(token);
  if (hit) {
    // jose's rule: expired once exp <= now, in whole seconds
    if (hit.exp <= Math.floor(now.getTime() / 1000)) throw new ApiError("TOKEN_EXPIRED");
    return hit.claims;
  }
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      currentDate: now,
      requiredClaims: ["exp", "iat"],
    });
    const claims = claimsSchema.parse(payload);
    const result = { userId: claims.id, sessionId: claims.session };
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
    known.set(token, { claims: result, exp: payload.exp! });
    return result;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new ApiError("TOKEN_EXPIRED");
    throw new ApiError("INVALID_TOKEN");
  }
}

/** The refresh token of a session's generation g: base64url(HMAC-SHA256(secret, "session:g")). */
export function deriveRefreshToken(secret: string, sessionId: string, generation: number): string {
  return createHmac("sha256", secret).update(`${sessionId}:${generation}`).digest("base64url");
}

/** What the database stores instead of the token; SHA-256 suffices for 256-bit random-equivalent input. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface PairInput {
  secret: string;
  key: Uint8Array;
  userId: string;
  sessionId: string;
  generation: number;
  issuedAt: Date;
  accessTokenTtl: number;
}

/** The token pair of one generation; the same input always yields the same pair. */
export async function buildTokenPair(input: PairInput): Promise<TokenPair> {
  return {
    access_token: await signAccessToken(
      input.key,
      { userId: input.userId, sessionId: input.sessionId },
      input.issuedAt,
      input.accessTokenTtl,
    ),
    refresh_token: deriveRefreshToken(input.secret, input.sessionId, input.generation),
    // Directus reports the access token lifetime in milliseconds.
    expires: input.accessTokenTtl * 1000,
  };
}
