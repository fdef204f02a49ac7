/**
 * Every described collection (decision 0700). The API serves, scopes and validates exactly these
 * (it binds each to its table in server/api/collections/registry.ts); the portal's screens find
 * their descriptions here. Adding a collection = its description here, its migration, its table
 * binding, demo data and tests.
 */
import { bannersCollection } from "./banners";
import { companyHistoryCollection } from "./company-history";
import type { CollectionDescription } from "../describe";
import { historiesCollection } from "./histories";
import { informationsCollection } from "./informations";
import { jobBenefitsCollection } from "./job-benefits";
import { jobFaqsCollection } from "./job-faqs";
import { jobsCollection } from "./jobs";
import { PAGE_ELEMENTS } from "./page-elements";
import { pageDataCollection, pagesCollection } from "./pages";
import { privateBrandsCollection } from "./private-brands";
import { referencesCollection } from "./references";
import { textImageCollection } from "./text-image";

export const COLLECTIONS = [bannersCollection, textImageCollection, referencesCollection, informationsCollection, historiesCollection, companyHistoryCollection, jobBenefitsCollection, jobFaqsCollection, jobsCollection, privateBrandsCollection, pagesCollection, pageDataCollection, ...PAGE_ELEMENTS] as const satisfies readonly CollectionDescription[];

export type CollectionName = (typeof COLLECTIONS)[number]["name"];

export function collectionByName(name: string): CollectionDescription | undefined {
  return (COLLECTIONS as readonly CollectionDescription[]).find((c) => c.name === name);
}
