import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1), OWASP's recommended baseline.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** The hash of a password nobody knows: an invited account's until its invitation link sets the real one. */
export function unknownPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check for an unknown e-mail address, so response timing does
 * not reveal which addresses have accounts. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password that matches no account");
  await verifyPassword(await dummyHash, password);
  return false;
}
