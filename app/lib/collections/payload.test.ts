import { describe, expect, it } from "vitest";
import { bannersCollection } from "#contract/collections/banners";
import { referencesCollection } from "#contract/collections/references";
import { itemPayload, type LoadedItem } from "./payload";

const loaded: LoadedItem = {
  id: 5,
  version: 3,
  sort: 2,
  access: "edit",
  disabled: false,
  internal_title: "Alt",
  location: "Bielefeld",
  budget: 1000,
  image: { id: "6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f", filename_download: "a.png" },
  translations: [{ id: 41, languages_code: "de", status: "published", title: "Titel" }],
  images: [],
};

describe("collection payload (spec §5)", () => {
  it("creates: the de translation as create with the chosen status, nulls dropped, no version", () => {
    const payload = itemPayload(bannersCollection, { internal_title: "Neu", title: "Hallo", text: null, link: null, status: "draft", image: null }, null);
    expect(payload).toEqual({
      internal_title: "Neu",
      translations: { create: [{ languages_code: "de", status: "draft", title: "Hallo", text: null, link: null }], update: [], delete: [] },
    });
  });

  it("updates: the de translation as update with its id, the version, an emptied field as null, the image as its id", () => {
    const payload = itemPayload(
      referencesCollection,
      { version: 3, internal_title: "Neu", location: null, budget: 1000, title: "Titel 2", image: "6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f", status: "published" },
      loaded,
    );
    expect(payload).toMatchObject({
      version: 3,
      internal_title: "Neu",
      location: null,
      budget: 1000,
      image: "6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f",
      translations: { create: [], update: [{ id: 41, languages_code: "de", title: "Titel 2" }], delete: [] },
    });
    // The status is set by its own call on existing entries, never by the form's save.
    expect(payload.translations).not.toHaveProperty("update.0.status");
  });

  it("removes read-only and relation fields", () => {
    const payload = itemPayload(bannersCollection, { internal_title: "X", title: "Y", id: 9, sort: 4, access: "edit", trading_partners: [1, 2], company: 1 }, null);
    for (const key of ["id", "sort", "access", "trading_partners", "company"]) expect(payload).not.toHaveProperty(key);
  });

  it("never sends a page's external link, which the association keeps (spec §5)", async () => {
    const { pagesCollection } = await import("#contract/collections/pages");
    const page: LoadedItem = { id: 3, version: 1, internal_title: "Katalog", external_link: "https://katalog.example", translations: [{ id: 7, languages_code: "de", title: "Katalog" }] };
    const payload = itemPayload(pagesCollection, { internal_title: "Katalog 2027", external_link: "https://anderswo.example", title: "Katalog", version: 1 }, page);
    expect(payload).toMatchObject({ internal_title: "Katalog 2027", version: 1 });
    expect(payload).not.toHaveProperty("external_link");
  });
});

describe("collection payload without translations (jobs, spec §3)", () => {
  it("keeps status and fields on the row, sends no translation row, emptied links as []", async () => {
    const { jobsCollection } = await import("#contract/collections/jobs");
    const created = itemPayload(jobsCollection, { title: "Monteur", description: "Montage", status: "draft", job_benefits: [3, 4], image: null }, null);
    expect(created).toEqual({ title: "Monteur", description: "Montage", status: "draft", job_benefits: [3, 4] });
    const job: LoadedItem = { id: 8, version: 2, title: "Monteur", description: "Montage", status: "draft", job_benefits: [3], translations: [] };
    expect(itemPayload(jobsCollection, { title: "Monteur", description: "Montage", status: "draft", job_benefits: [], version: 2 }, job)).toEqual({ title: "Monteur", description: "Montage", status: "draft", job_benefits: [], version: 2 });
  });
});
