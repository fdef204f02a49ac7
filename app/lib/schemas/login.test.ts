import { describe, expect, it } from "vitest";
import { wordsOf } from "~/lib/text-key";
import { registerSignIn } from "~/locales/de/sign-in";
import { loginSchema } from "./login";

registerSignIn();

describe("loginSchema", () => {
  it("requires e-mail and password with German messages (keys, worded by the form's parse)", () => {
    const result = loginSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error!.flatten().fieldErrors;
    expect(messages.email?.map(wordsOf)).toEqual(["Bitte geben Sie Ihre E-Mail-Adresse ein."]);
    expect(messages.password?.map(wordsOf)).toEqual(["Bitte geben Sie Ihr Passwort ein."]);
  });
  it("rejects a malformed e-mail and trims a good one", () => {
    expect(loginSchema.safeParse({ email: "kein-at", password: "x" }).success).toBe(false);
    expect(loginSchema.parse({ email: " haendler@example.com ", password: "x" }).email).toBe("haendler@example.com");
  });
});
