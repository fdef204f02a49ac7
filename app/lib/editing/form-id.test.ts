import { describe, expect, it } from "vitest";
import { editFormId } from "./form-id";

describe("editFormId", () => {
  it("names a new record's form after the kind", () => {
    expect(editFormId("contact", null)).toBe("contact-add");
  });
  it("changes with the loaded version, so a saved record resets the form", () => {
    const before = editFormId("contact", { id: "c1", version: 3 });
    expect(before).toBe("contact-c1-v3");
    expect(editFormId("contact", { id: "c1", version: 4 })).not.toBe(before);
  });
});
