import { describe, expect, it } from "vitest";
import { tokenClaims, tokenMatches, unsubscribeToken } from "./token";

const USER = "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01";
const OTHER = "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b02";

const check = (secret: string, token: string, nonce: string) => {
  const claims = tokenClaims(token);
  return claims !== undefined && tokenMatches(secret, claims, nonce);
};

describe("unsubscribe token", () => {
  it("names the user and the one setting and matches only with the secret and nonce it was made with", () => {
    const token = unsubscribeToken("s1", USER, "digest", "n1");
    expect(tokenClaims(token)).toMatchObject({ userId: USER, setting: "digest" });
    expect(check("s1", token, "n1")).toBe(true);
    expect(check("s2", token, "n1")).toBe(false);
    expect(check("s1", token, "n2")).toBe(false);
  });

  it("refuses another user's id or another setting under the same mac, and malformed tokens", () => {
    const [, , mac] = unsubscribeToken("s1", USER, "digest", "n1").split(".");
    expect(check("s1", `${OTHER}.d.${mac}`, "n1")).toBe(false);
    expect(check("s1", `${USER}.i.${mac}`, "n1")).toBe(false);
    for (const bad of ["", "x", `${USER}.d`, `${USER}.x.${mac}`, `${USER}.d.${mac}.x`, `nouuid.d.${mac}`]) expect(check("s1", bad, "n1")).toBe(false);
  });
});
