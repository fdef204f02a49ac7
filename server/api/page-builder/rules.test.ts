import { describe, expect, it } from "vitest";
import { pagesCollection, SLUG_PATTERN } from "../contract/collections/pages";
import { contentVideoCollection } from "../contract/collections/page-elements";
import { itemSchema } from "../contract/describe";
import { isEditablePage, isLive, linkParameters, MISSING_LINK_PARAMETERS, navigationTree, slugify, uniqueSlug, type NavigationSource } from "./rules";

describe("slug rules", () => {
  it("generates a slug from the title: lower case, umlauts spelled out, only a–z, 0–9 and single hyphens", () => {
    expect(slugify("Über uns")).toBe("ueber-uns");
    expect(slugify("  Küchen & Bäder – 2025!  ")).toBe("kuechen-baeder-2025");
    expect(slugify("Straße")).toBe("strasse");
    expect(slugify("Café Crème")).toBe("cafe-creme");
    expect(slugify("---")).toBe("");
    for (const title of ["Über uns", "A  B", "x/y", "Élan 3"]) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });

  it("keeps a generated slug unique within the site (-2, -3 …; 'seite' for an empty title)", () => {
    expect(uniqueSlug("team", new Set())).toBe("team");
    expect(uniqueSlug("team", new Set(["team", "team-2"]))).toBe("team-3");
    expect(uniqueSlug("", new Set())).toBe("seite");
  });

  it("accepts a typed slug only with a–z, 0–9 and hyphens", () => {
    const slug = pagesCollection.translations.slug!.schema;
    expect(slug.safeParse("kuechen-2025").success).toBe(true);
    for (const bad of ["Küchen", "a b", "-a", "a-", "a--b", "a_b", "A"]) expect(slug.safeParse(bad).success, bad).toBe(false);
    expect(slug.safeParse("Küchen").error?.issues[0]?.message).toBe("descriptions.pages.slugInvalid");
  });

  it("keeps publish-from ≤ publish-to on the whole page", () => {
    const page = { status: "draft", internal_title: "x", title: "x", hide_in_navigation: false, publish_from: "2025-05-02", publish_to: "2025-05-01" };
    expect(itemSchema(pagesCollection).safeParse(page).success).toBe(false);
    expect(itemSchema(pagesCollection).safeParse({ ...page, publish_to: "2025-05-02" }).success).toBe(true);
  });
});

describe("video element", () => {
  const video = (link: string, videoType: string) => itemSchema(contentVideoCollection).safeParse({ status: "draft", internal_title: "v", videoType, link });
  it("accepts YouTube and Vimeo links of the chosen platform only", () => {
    expect(video("https://www.youtube.com/watch?v=abc", "youtube").success).toBe(true);
    expect(video("https://youtu.be/abc", "youtube").success).toBe(true);
    expect(video("https://vimeo.com/123", "vimeo").success).toBe(true);
    expect(video("https://vimeo.com/123", "youtube").success).toBe(false);
    expect(video("https://evil.example/youtube.com", "youtube").success).toBe(false);
    expect(video("https://youtube.com.evil.example/x", "youtube").success).toBe(false);
  });
});

describe("link parameters", () => {
  it("needs pageId, collection and item", () => {
    expect(linkParameters({ pageId: 3, collection: "trading_partner_content_text", item: "7" })).toEqual({ pageId: 3, collection: "trading_partner_content_text", item: 7 });
    for (const input of [{}, { pageId: 3, collection: "x" }, { pageId: 3, item: 1 }, { collection: "x", item: 1 }, { pageId: 0, collection: "x", item: 1 }, { pageId: 1, collection: "", item: 1 }]) {
      expect(() => linkParameters(input), JSON.stringify(input)).toThrow(MISSING_LINK_PARAMETERS);
    }
    expect(MISSING_LINK_PARAMETERS).toBe("Missing required parameters: pageId, collection, or item");
  });
});

describe("editable pages (spec §5)", () => {
  it("are pages of exactly one trading partner, the user's company", () => {
    expect(isEditablePage([4], 4)).toBe(true);
    expect(isEditablePage([4, 6], 4)).toBe(false);
    expect(isEditablePage([6], 4)).toBe(false);
    expect(isEditablePage([], 4)).toBe(false);
  });
});

describe("navigation", () => {
  const page = (id: number, o: Partial<NavigationSource> = {}): NavigationSource => ({
    id,
    parent: null,
    sort: id,
    status: "published",
    publish_from: null,
    publish_to: null,
    hide_in_navigation: false,
    external_link: null,
    title: `Seite ${id}`,
    navigationTitle: null,
    slug: `seite-${id}`,
    ...o,
  });
  const today = "2025-06-15";

  it("holds published pages within their publish window only (both days inclusive)", () => {
    expect(isLive(page(1), today)).toBe(true);
    expect(isLive(page(1, { status: "draft" }), today)).toBe(false);
    expect(isLive(page(1, { status: "archived" }), today)).toBe(false);
    expect(isLive(page(1, { publish_from: "2025-06-15", publish_to: "2025-06-15" }), today)).toBe(true);
    expect(isLive(page(1, { publish_from: "2025-06-16" }), today)).toBe(false);
    expect(isLive(page(1, { publish_to: "2025-06-14" }), today)).toBe(false);
  });

  it("leaves out hidden pages and those below a page that is not shown, nests the rest in manual order", () => {
    const tree = navigationTree(
      [
        page(1, { sort: 2 }),
        page(2, { sort: 1 }),
        page(3, { parent: 1, sort: 2 }),
        page(4, { parent: 1, sort: 1 }),
        page(5, { hide_in_navigation: true }),
        page(6, { parent: 5 }),
        page(7, { status: "draft" }),
        page(8, { parent: 3 }),
      ],
      today,
    );
    expect(tree.map((e) => e.id)).toEqual([2, 1]);
    expect(tree[1]!.children.map((e) => e.id)).toEqual([4, 3]);
    expect(tree[1]!.children[1]!.children.map((e) => e.id)).toEqual([8]);
    expect(JSON.stringify(tree)).not.toMatch(/"id":(5|6|7),/);
  });
});
