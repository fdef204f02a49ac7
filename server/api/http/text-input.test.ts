import { describe, expect, it } from "vitest";
import { containsUnstorableText, isUnstorableText } from "./text-input";

describe("unstorable text", () => {
  it("finds NUL and lone surrogates, and lets umlauts, emoji and ß through", () => {
    expect(isUnstorableText("Möbel\u0000")).toBe(true);
    expect(isUnstorableText("a\uD800b")).toBe(true);
    expect(isUnstorableText("\uDC00")).toBe(true);
    expect(isUnstorableText("Größe 🛋️ Küche")).toBe(false);
  });
  it("looks into nested values and keys", () => {
    expect(containsUnstorableText({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe(true);
    expect(containsUnstorableText({ ["k\uD800"]: 1 })).toBe(true);
    expect(containsUnstorableText({ a: [1, true, null, "Straße"] })).toBe(false);
  });
});
