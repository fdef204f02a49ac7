/**
 * The one-click unsubscribe token (issue 28, RFC 8058): `<user id>.<setting>.<mac>`, the mac an
 * HMAC-SHA256 over user, setting and that setting's nonce, keyed by a key derived from the JWT
 * secret (never the secret itself, so a token reveals nothing usable for sessions). The token
 * names one user and one setting; changing either breaks the mac, and a new nonce after each
 * unsubscribe makes the link void once used.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { DIGEST_SETTINGS, type DigestSetting } from "../contract/digests";

const SHORT: Record<DigestSetting, string> = { digest: "d", important: "i" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function macOf(secret: string, userId: string, setting: DigestSetting, nonce: string): Buffer {
  const key = createHmac("sha256", secret).update("digest-unsubscribe").digest();
  return createHmac("sha256", key).update(`${userId}\n${setting}\n${nonce}`).digest();
}

export function unsubscribeToken(secret: string, userId: string, setting: DigestSetting, nonce: string): string {
  return `${userId}.${SHORT[setting]}.${macOf(secret, userId, setting, nonce).toString("base64url")}`;
}

/** What a token claims, before its mac is checked against the stored nonce; undefined when malformed. */
export function tokenClaims(token: string): { userId: string; setting: DigestSetting; mac: string } | undefined {
  const [userId, short, mac, ...rest] = token.split(".");
  const setting = DIGEST_SETTINGS.find((s) => SHORT[s] === short);
  if (rest.length || !userId || !UUID.test(userId) || !setting || !mac) return undefined;
  return { userId, setting, mac };
}

export function tokenMatches(secret: string, claims: { userId: string; setting: DigestSetting; mac: string }, nonce: string): boolean {
  const expected = macOf(secret, claims.userId, claims.setting, nonce);
  const given = Buffer.from(claims.mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
