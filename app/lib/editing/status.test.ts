import { describe, expect, it } from "vitest";
import { statusPatch } from "./status";

describe("status (spec §4)", () => {
  it("is written to the item when it has no translations", () => {
    expect(statusPatch("archived")).toEqual({ status: "archived" });
    expect(statusPatch("draft", [])).toEqual({ status: "draft" });
  });

  it("is written to every existing translation row otherwise", () => {
    expect(statusPatch("published", [{ id: 3 }, { id: 9 }, { id: null }])).toEqual({
      translations: { create: [], update: [{ id: 3, status: "published" }, { id: 9, status: "published" }], delete: [] },
    });
  });
});
