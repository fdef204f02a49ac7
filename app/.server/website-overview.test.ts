import { describe, expect, it } from "vitest";
import type { CollectionItem } from "#contract/collection-item";
import { settingsGaps, summarize } from "./website-overview";
import { WEBSITE_SCREENS } from "./website-screens";

const item = (id: number, status: string, o: Partial<CollectionItem> = {}): CollectionItem => ({
  id,
  sort: id,
  version: 1,
  access: "edit",
  disabled: false,
  image: null,
  images: [],
  internal_title: `Intern ${id}`,
  translations: [{ id: id * 10, languages_code: "de", status: status as "draft", title: `Titel ${id}` }],
  ...o,
});
const image = { id: "8c1f5c1e-1d7a-4a8b-9d51-0e3b2f4a6c7d", filename_download: "a.png" };

describe("website overview", () => {
  it("counts what the site shows: published and not switched off; drafts of the own entries; shared ones", () => {
    const summary = summarize("banner", WEBSITE_SCREENS.banner, [
      item(1, "published", { image }),
      item(2, "published"),
      item(3, "draft"),
      item(4, "archived"),
      item(5, "published", { access: "read", image }),
      item(6, "published", { access: "read", disabled: true, image }),
    ]);
    expect(summary).toMatchObject({ label: "Banner", path: "/website/banner", shown: 3, drafts: 1, shared: 1, titles: ["Titel 1", "Titel 2", "Titel 5"] });
    expect(summary.missing).toEqual([{ key: "imageMissing", count: 1 }]);
  });

  it("says when nothing is published", () => {
    expect(summarize("history", WEBSITE_SCREENS.history, [item(1, "draft")]).missing).toEqual([{ key: "nothingPublished" }]);
  });

  it("lists the settings' gaps, or that there are no settings", () => {
    expect(settingsGaps(null)).toEqual(["settingsMissing"]);
    const settings = { id: 1, version: 1, logo: null, addresses: [], domain: "www.sommer.example", imprint: "", privacy: "Text", opening_hours_address: null };
    expect(settingsGaps(settings)).toEqual(["logoMissing", "imprintMissing", "openingHoursMissing"]);
  });
});
