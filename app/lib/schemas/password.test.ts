import { describe, expect, it } from "vitest";
import { wordsOf } from "~/lib/text-key";
import { changePasswordSchema, resetPasswordSchema } from "./password";

const messages = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), wordsOf(i.message)]));

describe("password schemas (spec §5)", () => {
  it("requires both fields with German messages", () => {
    expect(messages(resetPasswordSchema.safeParse({}))).toEqual({
      password: "Bitte geben Sie ein neues Passwort ein.",
      repeat: "Bitte wiederholen Sie das neue Passwort.",
    });
  });

  it("needs at least 8 characters", () => {
    expect(messages(resetPasswordSchema.safeParse({ password: "1234567", repeat: "1234567" }))).toEqual({
      password: "Das Passwort muss mindestens 8 Zeichen lang sein.",
    });
    expect(resetPasswordSchema.safeParse({ password: "12345678", repeat: "12345678" }).success).toBe(true);
  });

  it("needs both to match", () => {
    expect(messages(resetPasswordSchema.safeParse({ password: "12345678", repeat: "12345679" }))).toEqual({
      repeat: "Die Passwörter stimmen nicht überein.",
    });
  });

  it("asks for the current password when changing", () => {
    expect(messages(changePasswordSchema.safeParse({ password: "12345678", repeat: "12345678" }))).toEqual({
      current: "Bitte geben Sie Ihr aktuelles Passwort ein.",
    });
  });
});
