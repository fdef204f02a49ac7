import { describe, expect, it } from "vitest";
import { loginSchema } from "./login";

describe("loginSchema", () => {
  it("requires e-mail and password with German messages", () => {
    const result = loginSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error!.flatten().fieldErrors;
    expect(messages.email).toEqual(["Bitte geben Sie Ihre E-Mail-Adresse ein."]);
    expect(messages.password).toEqual(["Bitte geben Sie Ihr Passwort ein."]);
  });
  it("rejects a malformed e-mail and trims a good one", () => {
    expect(loginSchema.safeParse({ email: "kein-at", password: "x" }).success).toBe(false);
    expect(loginSchema.parse({ email: " haendler@example.com ", password: "x" }).email).toBe("haendler@example.com");
  });
});
