import { decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { buildTokenPair, deriveRefreshToken, hashToken, secretKey, signAccessToken, verifyAccessToken } from "./tokens";

const SECRET = "unit-secret-unit-secret-unit-secret-1234";
const SESSION = "0d7c1b8e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";
const USER = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
const AT = new Date("2026-03-02T08:00:00.500Z");

describe("deriveRefreshToken", () => {
  it("is deterministic per (secret, session, generation)", () => {
    expect(deriveRefreshToken(SECRET, SESSION, 3)).toBe(deriveRefreshToken(SECRET, SESSION, 3));
  });

  it("differs across generations, sessions and secrets", () => {
    const tokens = new Set([
      deriveRefreshToken(SECRET, SESSION, 0),
      deriveRefreshToken(SECRET, SESSION, 1),
      deriveRefreshToken(SECRET, USER, 0),
      deriveRefreshToken(`${SECRET}x`, SESSION, 0),
    ]);
    expect(tokens.size).toBe(4);
  });

  it("is a 256-bit base64url string", () => {
    const token = deriveRefreshToken(SECRET, SESSION, 0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("hashToken", () => {
  it("is SHA-256 hex", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("buildTokenPair", () => {
  const input = { secret: SECRET, key: secretKey(SECRET), userId: USER, sessionId: SESSION, generation: 2, issuedAt: AT, accessTokenTtl: 900 };

  it("yields byte-identical pairs for the same input (grace-window replay)", async () => {
    expect(await buildTokenPair(input)).toEqual(await buildTokenPair({ ...input, issuedAt: new Date(AT) }));
  });

  it("carries the Directus-style claims and lifetime in ms", async () => {
    const pair = await buildTokenPair(input);
    expect(pair.expires).toBe(900_000);
    expect(pair.refresh_token).toBe(deriveRefreshToken(SECRET, SESSION, 2));
    expect(decodeProtectedHeader(pair.access_token)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decodeJwt(pair.access_token)).toEqual({
      id: USER,
      session: SESSION,
      iat: Math.floor(AT.getTime() / 1000),
      exp: Math.floor(AT.getTime() / 1000) + 900,
      iss: "partnerportal",
    });
  });
});

describe("verifyAccessToken", () => {
  const key = secretKey(SECRET);

  it("returns the claims of a valid token", async () => {
    const token = await signAccessToken(key, { userId: USER, sessionId: SESSION }, AT, 60);
    await expect(verifyAccessToken(key, token, new Date(AT.getTime() + 59_000))).resolves.toEqual({
      userId: USER,
      sessionId: SESSION,
    });
  });

  it("throws TOKEN_EXPIRED once the lifetime is over", async () => {
    const token = await signAccessToken(key, { userId: USER, sessionId: SESSION }, AT, 60);
    const error = await verifyAccessToken(key, token, new Date(AT.getTime() + 61_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("TOKEN_EXPIRED");
  });

  it("a token verified before still expires, and a cached token does not pass under another key", async () => {
    const token = await signAccessToken(key, { userId: USER, sessionId: SESSION }, AT, 30);
    await expect(verifyAccessToken(key, token, AT)).resolves.toEqual({ userId: USER, sessionId: SESSION });
    await expect(verifyAccessToken(key, token, new Date(AT.getTime() + 29_000))).resolves.toEqual({ userId: USER, sessionId: SESSION });
    const expired = await verifyAccessToken(key, token, new Date(AT.getTime() + 30_000)).catch((e: unknown) => e);
    expect((expired as ApiError).code).toBe("TOKEN_EXPIRED");
    const otherKey = await verifyAccessToken(secretKey(`${SECRET}?`), token, AT).catch((e: unknown) => e);
    expect((otherKey as ApiError).code).toBe("INVALID_TOKEN");
  });

  it("throws INVALID_TOKEN for another key, garbage and missing claims", async () => {
    const other = await signAccessToken(secretKey(`${SECRET}!`), { userId: USER, sessionId: SESSION }, AT, 60);
    const notUuid = await signAccessToken(key, { userId: "admin", sessionId: SESSION }, AT, 60);
    for (const token of [other, notUuid, "a.b.c", ""]) {
      const error = await verifyAccessToken(key, token, AT).catch((e: unknown) => e);
      expect((error as ApiError).code).toBe("INVALID_TOKEN");
    }
  });
});
