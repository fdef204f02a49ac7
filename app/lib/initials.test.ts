import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of first and last name", () => {
    expect(initialsOf({ first_name: "Jana", last_name: "Schulz", email: "schulz@example.com" })).toBe("JS");
  });
  it("takes one name when only one is given, upper case, umlauts kept", () => {
    expect(initialsOf({ first_name: null, last_name: "öztürk", email: "x@example.com" })).toBe("Ö");
    expect(initialsOf({ first_name: "  ", last_name: "", email: "x@example.com" })).toBe("X");
  });
  it("falls back to the e-mail address and, without anything, a question mark", () => {
    expect(initialsOf({ first_name: null, last_name: null, email: "haendler@example.com" })).toBe("H");
    expect(initialsOf({ first_name: null, last_name: null, email: "" })).toBe("?");
  });
});
