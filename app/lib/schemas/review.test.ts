import { parseWithZod } from "~/lib/forms/parse";
import { describe, expect, it } from "vitest";
import { reviewActionFormSchema, reviewMetadataFormSchema, reviewMetadataPayload } from "./review";

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};
const file = "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b99";
const base: [string, string][] = [["intent", "save"], ["file", file], ["name", " Preisliste Bad 2027 "], ["class", "EKA"], ["responsibleBrands", "2"]];

describe("review metadata form", () => {
  it("turns the browser's fields into the PATCH files/{id} payload; empty optional fields become null", () => {
    const s = parseWithZod(form([...base, ["sam_tags", "1"], ["sam_tags", "3"], ["document_type", ""], ["valid_from", "2027-01-01"], ["valid_to", ""]]), { schema: reviewMetadataFormSchema });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(reviewMetadataPayload(s.value)).toEqual({
      name: "Preisliste Bad 2027",
      document_type: null,
      sam_tags: [1, 3],
      responsibleBrands: [2],
      class: "EKA",
      valid_from: "2027-01-01",
      valid_to: null,
    });
  });

  it("says in German what is missing or out of order", () => {
    const s = parseWithZod(form([["intent", "save"], ["file", file], ["name", " "], ["valid_from", "2027-12-31"], ["valid_to", "2027-01-01"]]), { schema: reviewMetadataFormSchema });
    expect(s.status).toBe("error");
    const errors = s.reply().error ?? {};
    expect(errors["name"]).toEqual(["Bitte geben Sie einen Namen an."]);
    expect(errors["responsibleBrands"]).toEqual(["Bitte wählen Sie mindestens eine Ihrer Marken."]);
    expect(errors["class"]).toEqual(["Bitte wählen Sie die Klasse EVA oder EKA."]);
    const range = parseWithZod(form([...base, ["valid_from", "2027-12-31"], ["valid_to", "2027-01-01"]]), { schema: reviewMetadataFormSchema });
    expect(range.reply().error?.["valid_to"]).toEqual(["„Gültig bis“ darf nicht vor „Gültig ab“ liegen."]);
  });
});

describe("review decision form", () => {
  it("needs a comment to comment, deny or ask back, not to approve or submit", () => {
    for (const step of ["comment", "denied", "needs_feedback"]) {
      const s = parseWithZod(form([["intent", "review"], ["do", step], ["comment", ""]]), { schema: reviewActionFormSchema });
      expect(s.reply().error?.["comment"], step).toEqual(["Bitte geben Sie einen Kommentar ein (höchstens 2000 Zeichen)."]);
    }
    for (const step of ["approved", "in_review"]) {
      expect(parseWithZod(form([["intent", "review"], ["do", step]]), { schema: reviewActionFormSchema }).status, step).toBe("success");
    }
    expect(parseWithZod(form([["intent", "review"], ["do", "draft"]]), { schema: reviewActionFormSchema }).status).toBe("error");
  });
});
