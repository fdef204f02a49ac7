/**
 * /Website/info (issue 12): what the website shows now, built from the screen registry
 * (website-screens.ts, one entry per described collection or variant) and the settings record —
 * per area the entries the site shows (published and not switched off), the drafts, and what is
 * missing. Adding a described screen adds its row here without touching this module.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { AccessSubject } from "#contract/access";
import { canAccess } from "~/lib/route-registry";
import { WEBSITE_SCREENS, type WebsiteScreen } from "./website-screens";
import { wordsOf } from "~/lib/text-key";
import { listItems, variantQuery } from "./collection-screens";
import { loadOrForbidden } from "./editing";
import type { CollectionItem, WebsiteSettingsRecord } from "#contract/collection-item";

/** Keys of the locale's website.info.missing texts. */
export type Missing = "nothingPublished" | "imageMissing" | "settingsMissing" | "logoMissing" | "domainMissing" | "imprintMissing" | "privacyMissing" | "openingHoursMissing";

export interface AreaSummary {
  key: string;
  label: string;
  path: string;
  shown: number;
  drafts: number;
  shared: number;
  /** titles of the entries the site shows (first few) */
  titles: string[];
  missing: { key: Missing; count?: number }[];
}

const statusOf = (screen: WebsiteScreen, item: CollectionItem) =>
  screen.description.status === "translations" ? item.translations.find((t) => t.languages_code === "de")?.status : (item.status as string | undefined);
const titleOf = (screen: WebsiteScreen, item: CollectionItem) =>
  String((screen.description.nameField ? item[screen.description.nameField] : undefined) ?? item.translations.find((t) => t.languages_code === "de")?.title ?? item.internal_title ?? item.id);

export function summarize(key: string, screen: WebsiteScreen, items: readonly CollectionItem[]): AreaSummary {
  const shown = items.filter((i) => statusOf(screen, i) === "published" && !i.disabled);
  const missing: AreaSummary["missing"] = [];
  if (shown.length === 0) missing.push({ key: "nothingPublished" });
  const withoutImage = screen.description.image ? shown.filter((i) => !i.image).length : 0;
  if (withoutImage) missing.push({ key: "imageMissing", count: withoutImage });
  return {
    key,
    label: wordsOf(screen.labels.many),
    path: screen.path,
    shown: shown.length,
    drafts: items.filter((i) => i.access === "edit" && statusOf(screen, i) === "draft").length,
    shared: shown.filter((i) => i.access === "read").length,
    titles: shown.slice(0, 5).map((i) => titleOf(screen, i)),
    missing,
  };
}

export function settingsGaps(settings: WebsiteSettingsRecord | null): Missing[] {
  if (!settings) return ["settingsMissing"];
  const gaps: [Missing, unknown][] = [
    ["logoMissing", settings.logo],
    ["domainMissing", settings.domain],
    ["imprintMissing", settings.imprint],
    ["privacyMissing", settings.privacy],
    ["openingHoursMissing", settings.opening_hours_address],
  ];
  return gaps.filter(([, value]) => value === null || value === undefined || value === "").map(([key]) => key);
}

/** The company's website settings record (spec §7: the first record is used; none before the first save). */
export const websiteSettingsRecord = (context: AppLoadContext): Promise<WebsiteSettingsRecord | null> => context.upstream.call("websiteSettings").then((records) => records[0] ?? null);

/** `subject`: the screens the user may open (private brands are HP's only). */
export async function websiteOverview(context: AppLoadContext, subject: AccessSubject) {
  const screens = (Object.entries(WEBSITE_SCREENS) as [string, WebsiteScreen][]).filter(([, screen]) => canAccess(subject, screen.routeId));
  const [settings, ...lists] = await Promise.all([
    loadOrForbidden(() => websiteSettingsRecord(context)),
    ...screens.map(([, screen]) => loadOrForbidden(() => listItems(context, screen.description.name, { sort: "sort", limit: -1, ...variantQuery(screen) }))),
  ]);
  return {
    settings: settings ? { siteName: String(settings.site_name ?? ""), domain: (settings.domain as string | null) ?? null } : null,
    settingsGaps: settingsGaps(settings),
    areas: screens.map(([key, screen], i) => summarize(key, screen, lists[i]!)),
  };
}
