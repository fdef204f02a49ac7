import { describe, expect, it } from "vitest";
import { auditPersonLabel } from "./audit-person";

describe("auditPersonLabel", () => {
  it("names an account with its address, an erased one by its pseudonym alone", () => {
    expect(auditPersonLabel({ name: "Katrin Sommer", email: "haendler@example.com" })).toBe("Katrin Sommer (haendler@example.com)");
    expect(auditPersonLabel({ name: "Katrin Sommer", email: "haendler@example.com" }, "<>")).toBe("Katrin Sommer <haendler@example.com>");
    expect(auditPersonLabel({ name: "P-1A2B3C4D5E", email: null })).toBe("P-1A2B3C4D5E");
    expect(auditPersonLabel(null)).toBeNull();
  });
});
