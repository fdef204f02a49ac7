import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { loadScopedOrForbidden, parseId } from "./scope";

describe("parseId", () => {
  it("accepts positive int4 integers only", () => {
    expect(parseId.integer("1")).toBe(1);
    expect(parseId.integer("2147483647")).toBe(2147483647);
    for (const raw of ["0", "-1", "01", "1.0", "1e3", " 1", "2147483648", "abc", ""]) {
      expect(parseId.integer(raw), raw).toBeUndefined();
    }
  });

  it("accepts UUIDs in any case and normalises to lower case", () => {
    expect(parseId.uuid("3F6A2C1E-8B4D-4E7A-9C15-2D7E8F9A0B01")).toBe("3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01");
    for (const raw of ["me", "42", "3f6a2c1e-8b4d-4e7a-9c15", "3f6a2c1e8b4d4e7a9c152d7e8f9a0b01"]) {
      expect(parseId.uuid(raw), raw).toBeUndefined();
    }
  });
});

describe("loadScopedOrForbidden", () => {
  const forbiddenCode = (p: Promise<unknown>) => p.then(() => "resolved", (e: ApiError) => e.code);

  it("returns what the scoped loader finds", async () => {
    await expect(loadScopedOrForbidden("7", parseId.integer, async (id) => ({ id }))).resolves.toEqual({ id: 7 });
  });

  it("throws FORBIDDEN for a malformed id without calling the loader", async () => {
    let called = false;
    const load = async () => {
      called = true;
      return {};
    };
    expect(await forbiddenCode(loadScopedOrForbidden("x", parseId.integer, load))).toBe("FORBIDDEN");
    expect(called).toBe(false);
  });

  it("throws FORBIDDEN when the loader finds nothing in scope", async () => {
    expect(await forbiddenCode(loadScopedOrForbidden("7", parseId.integer, async () => undefined))).toBe("FORBIDDEN");
  });
});
