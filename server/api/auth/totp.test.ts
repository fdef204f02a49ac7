import { describe, expect, it } from "vitest";
import { base32Encode, decryptSecret, encryptSecret, matchTotp, totpAt } from "./totp";

describe("totp", () => {
  // RFC 6238 appendix B, SHA1, secret "12345678901234567890", 8 digits → last 6 digits here.
  const secret = base32Encode(Buffer.from("12345678901234567890"));
  it("matches the RFC 6238 test vectors", () => {
    expect(totpAt(secret, Math.floor(59 / 30))).toBe("287082");
    expect(totpAt(secret, Math.floor(1111111109 / 30))).toBe("081804");
    expect(totpAt(secret, Math.floor(1234567890 / 30))).toBe("005924");
  });
  it("refuses a step already used and accepts one step of drift", () => {
    const now = new Date(1111111109_000);
    const step = Math.floor(1111111109 / 30);
    expect(matchTotp(secret, "081804", now, null)).toBe(step);
    expect(matchTotp(secret, "081804", now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, step + 1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, "12345", now, null)).toBeNull();
  });
  it("encrypts the secret at rest", () => {
    const stored = encryptSecret(secret, "server-secret");
    expect(stored).not.toContain(secret);
    expect(decryptSecret(stored, "server-secret")).toBe(secret);
    expect(() => decryptSecret(stored, "other")).toThrow();
  });
});
