import { describe, expect, it } from "vitest";
import { keepManageable, templatePrefill, type ScreenItem } from "./screen-items";

const item = (id: number, access: "edit" | "read", extra: Partial<ScreenItem> = {}): ScreenItem => ({ id, access, disabled: false, image: null, translations: [], ...extra });

describe("the employee-feedback filter (spec §5)", () => {
  it("keeps only entries with exactly one trading partner: the company's own", () => {
    const items = [item(1, "edit"), item(2, "read"), item(3, "read", { disabled: true }), item(4, "edit")];
    expect(keepManageable(items).map((i) => i.id)).toEqual([1, 4]);
    expect(keepManageable([item(5, "read")])).toEqual([]);
  });
});

describe("create from template", () => {
  const image = { id: "0b6c3e2a-1d4f-4a8b-9c7e-5f2d1a3b4c5d", filename_download: "job.png" };
  it("copies the fields into a new regular draft without identity", () => {
    const prefill = templatePrefill(item(9, "edit", { is_template: true, status: "published", title: "Vorlage: Küchenplaner", version: 4, sort: 2, image, job_benefits: [1, 2] }), "is_template");
    expect(prefill).toMatchObject({ id: 0, is_template: false, status: "draft", title: "Vorlage: Küchenplaner", image, job_benefits: [1, 2], access: "edit" });
    expect(prefill).not.toHaveProperty("version");
    expect(prefill).not.toHaveProperty("sort");
  });

  it("leaves the image of a template the association shares behind, and turns translations into drafts without ids", () => {
    const prefill = templatePrefill(item(9, "read", { is_template: true, image, translations: [{ id: 3, languages_code: "de", status: "published", title: "T" }] }), "is_template");
    expect(prefill.image).toBeNull();
    expect(prefill.translations).toEqual([{ languages_code: "de", status: "draft", title: "T" }]);
  });
});
