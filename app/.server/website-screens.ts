/**
 * The website screens (spec §2) and the described collection each one edits. A route file hands
 * its key to the shared loaders and actions (collection-screens.ts); the informations' three
 * screens share one collection and fix its type.
 */
import type { CollectionDescription } from "#contract/describe";
import { bannersCollection } from "#contract/collections/banners";
import { companyHistoryCollection } from "#contract/collections/company-history";
import { historiesCollection } from "#contract/collections/histories";
import { INFORMATION_TYPE_LABELS, informationsCollection } from "#contract/collections/informations";
import { privateBrandsCollection } from "#contract/collections/private-brands";
import { referencesCollection } from "#contract/collections/references";
import { textImageCollection } from "#contract/collections/text-image";
import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { PortalRouteId } from "~/lib/route-registry";

export interface WebsiteScreen {
  routeId: PortalRouteId;
  path: string;
  description: CollectionDescription;
  /** the value of the description's variantField this screen lists and creates */
  variant?: string;
  labels: { one: string; many: string };
  /** further screens of the area, linked from the list's header (the history list links the history page) */
  links?: readonly { to: string; label: string }[];
  /** where the detail's back link goes (default: the list at `path`; a singleton has no list) */
  back?: string;
  /** fields of the description this screen does not show (a variant's unused ones: a benefit has no name) */
  omit?: readonly string[];
  /** spec §5: the list keeps only entries with exactly one trading partner (employee feedback) */
  ownOnly?: boolean;
  /** spec §4: after creating, the detail is reloaded (text-image, informations) or the list shows it first (references) */
  /** a screen whose path depends on the URL (a page builder element lives in its page's drawer): path and back for these params */
  at?: (params: Params) => { path: string; back: string };
  /**
   * runs after every successful save, before the redirect (a page builder element is linked to its
   * page; linking is idempotent). When it fails the entry is saved all the same: the user lands on
   * it with `afterSaveFailed`, and saving again retries, instead of creating the entry twice.
   */
  afterSave?: (context: AppLoadContext, params: Params, id: number) => Promise<void>;
  /** values of a new entry taken from the URL (a new page's parent: ?parent=) */
  createValues?: (url: URL) => Record<string, unknown>;
  /** the save toasts of this screen (spec §8: the page's own texts), read from the locale when a save answers */
  messages?: () => { saved: string; failed: string; afterSaveFailed?: string };
  /** where the preview of an entry is (default /website/preview/{collection}) */
  previewPath?: string;
}

const info = (routeId: PortalRouteId, path: string, variant: keyof typeof INFORMATION_TYPE_LABELS, many: string): WebsiteScreen => ({
  routeId,
  path,
  description: informationsCollection,
  variant,
  labels: { one: INFORMATION_TYPE_LABELS[variant], many },
});

export const WEBSITE_SCREENS = {
  banner: { routeId: "websiteBanner", path: "/website/banner", description: bannersCollection, labels: bannersCollection.labels },
  textImage: { routeId: "websiteTextImage", path: "/website/textimage", description: textImageCollection, labels: textImageCollection.labels },
  references: { routeId: "websiteReferences", path: "/website/references", description: referencesCollection, labels: referencesCollection.labels },
  news: info("websiteNews", "/website/news", "news", "descriptions.informations.variants.news"),
  event: info("websiteEvent", "/website/event", "event", "descriptions.informations.variants.event"),
  campaign: info("websiteCampaign", "/website/campaign", "campaign", "descriptions.informations.variants.campaign"),
  history: {
    routeId: "websiteHistory",
    path: "/website/history",
    description: historiesCollection,
    labels: historiesCollection.labels,
    links: [{ to: "/website/history/general", label: companyHistoryCollection.labels.one }],
  },
  privateBrands: { routeId: "privateBrands", path: "/private-brands", description: privateBrandsCollection, labels: privateBrandsCollection.labels },
  historyGeneral: { routeId: "websiteHistory", path: "/website/history/general", back: "/website/history", description: companyHistoryCollection, labels: companyHistoryCollection.labels },
} satisfies Record<string, WebsiteScreen>;

export type WebsiteScreenKey = keyof typeof WEBSITE_SCREENS;
