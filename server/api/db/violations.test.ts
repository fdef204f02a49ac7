import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./violations";

describe("isUniqueViolation", () => {
  it("finds SQLSTATE 23505 on the error or on a wrapped cause, and nothing else", () => {
    expect(isUniqueViolation(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: new Error("wrapped", { cause: Object.assign(new Error("duplicate key"), { code: "23505" }) }) }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error("foreign key"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
