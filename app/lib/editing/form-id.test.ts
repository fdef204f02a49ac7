import { describe, expect, it } from "vitest";
import { editFormId } from "./form-id";

describe("editFormId", () => {
  it("is stable per record version and changes with a new version", () => {
    expect(editFormId("contact", null)).toBe("contact-add");
    expect(editFormId("contact", { id: 7, version: 1 })).toBe("contact-7-v1");
    expect(editFormId("contact", { id: 7, version: 2 })).not.toBe(editFormId("contact", { id: 7, version: 1 }));
  });
});
