import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { assertCurrentVersion } from "./conflict";

describe("conflict check", () => {
  it("passes when the editor loaded the current version", () => {
    expect(() => assertCurrentVersion(3, 3)).not.toThrow();
  });

  it("refuses a stale version with RECORD_CONFLICT (409)", () => {
    try {
      assertCurrentVersion(4, 3);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("RECORD_CONFLICT");
      expect((error as ApiError).status).toBe(409);
    }
  });

  it("requires a version on updates", () => {
    expect(() => assertCurrentVersion(1, undefined)).toThrow(/version/);
  });
});
