/**
 * Every described collection bound to its table (decision 0527): the contract lists the
 * descriptions (contract/collections/registry.ts), this file says where each one's rows live and
 * which database steps of its own it has. A description without a binding does not compile.
 */
import { COLLECTIONS as DESCRIPTIONS, type CollectionName } from "../contract/collections/registry";
import type { CollectionDescription } from "../contract/describe";
import {
  banners,
  companyHistory,
  contactTeasers,
  contentMultipleImages,
  contentTexts,
  contentTextImages,
  contentVideos,
  histories,
  informations,
  jobBenefits,
  jobFaqs,
  jobs,
  pageData,
  pages,
  privateBrands,
  references,
  textImages,
} from "../db/schema";
import { elementHooks, pageHooks } from "../page-builder/rules";
import { bindCollection, type Binding, type BoundCollection } from "./binding";

export type { CollectionName };

const element = (table: Binding["table"], name: CollectionName): Binding => ({ table, hooks: elementHooks(name) });

const BINDINGS: Record<CollectionName, Binding> = {
  banners: { table: banners },
  trading_partner_text_image: { table: textImages },
  trading_partner_references: { table: references },
  trading_partner_informations: { table: informations },
  trading_partner_histories: { table: histories },
  company_history: { table: companyHistory },
  job_benefits: { table: jobBenefits },
  job_faqs: { table: jobFaqs },
  jobs: { table: jobs },
  private_brand: { table: privateBrands },
  trading_partner_pages: { table: pages, hooks: pageHooks },
  trading_partner_page_data: { table: pageData },
  trading_partner_content_contact_teaser: element(contactTeasers, "trading_partner_content_contact_teaser"),
  trading_partner_content_text: element(contentTexts, "trading_partner_content_text"),
  trading_partner_content_text_image: element(contentTextImages, "trading_partner_content_text_image"),
  trading_partner_content_multiple_images: element(contentMultipleImages, "trading_partner_content_multiple_images"),
  trading_partner_content_video: element(contentVideos, "trading_partner_content_video"),
};

/** The contract's list, in its order, each entry with its binding. */
export const COLLECTIONS = DESCRIPTIONS.map((d) => bindCollection(d as CollectionDescription, BINDINGS[d.name])) as [BoundCollection, ...BoundCollection[]];

export function collectionByName(name: string): BoundCollection | undefined {
  return COLLECTIONS.find((c) => c.name === name);
}

/** The bound form of a description of the contract (the API's reads and writes need its table). */
export function bound(d: Pick<CollectionDescription, "name">): BoundCollection {
  const found = collectionByName(d.name);
  if (!found) throw new Error(`${d.name} is not a described collection`);
  return found;
}
