/**
 * The page builder's API beyond the generic collection editor (issue 13, decision 0800): a page's
 * element links (trading_partner_pages_content: list, link, sort, unlink) and the navigation of a
 * public site (GET /trading-partner/all-pages). Every link needs an editable page and an element
 * the company manages; anything else is FORBIDDEN, as for the described collections.
 */
import { and, asc, eq, max, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { contentTranslations, pages, pagesContent, websiteSettings } from "../db/schema";
import { recordActivity } from "../editing/audit";
import { sortItems } from "../editing/sort";
import { ApiError, forbidden } from "../http/errors";
import { accessCondition } from "../collections/access";
import { PAGE_ELEMENTS } from "../contract/collections/page-elements";
import { bound } from "../collections/registry";
import type { BoundCollection } from "../collections/binding";
import { navigationTree, PAGES, type NavigationEntry, type NavigationSource } from "./rules";

export const PAGES_CONTENT = "trading_partner_pages_content";

export interface ContentLink {
  id: number;
  page: number;
  collection: string;
  item: number;
  sort: number;
}

const elementOf = (collection: string): BoundCollection | undefined => (PAGE_ELEMENTS.some((d) => d.name === collection) ? bound({ name: collection }) : undefined);

async function editablePage(db: Db, companyId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, id), accessCondition(PAGES, pages, companyId, "edit")));
  return Boolean(row);
}

/** GET items/trading_partner_pages_content?filter[page][_eq]={id}: the elements of a page the company may edit, in order. */
export async function listContent(db: Db, companyId: number, page: number): Promise<ContentLink[]> {
  if (!(await editablePage(db, companyId, page))) throw forbidden();
  return db.select().from(pagesContent).where(eq(pagesContent.page, page)).orderBy(asc(pagesContent.sort), asc(pagesContent.id));
}

/** Link an element the company manages to one of its editable pages (at the end); linking twice is a no-op. */
export async function linkContent(ctx: ApiContext, auth: AuthContext, link: { pageId: number; collection: string; item: number }): Promise<ContentLink> {
  const db = ctx.db.db;
  const companyId = auth.company.id;
  const d = elementOf(link.collection);
  if (!d) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. collection: ${link.collection} is not a page element.`);
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, link.pageId), accessCondition(PAGES, pages, companyId, "edit")))
      .for("update");
    const [element] = await tx
      .select({ id: d.table.id })
      .from(d.table)
      .where(and(eq(d.table.id, link.item), accessCondition(d.name, d.table, companyId, "edit")));
    if (!page || !element) throw forbidden();
    const [existing] = await tx
      .select()
      .from(pagesContent)
      .where(and(eq(pagesContent.page, link.pageId), eq(pagesContent.collection, d.name), eq(pagesContent.item, link.item)));
    if (existing) return existing;
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(pagesContent.sort) })
      .from(pagesContent)
      .where(eq(pagesContent.page, link.pageId));
    const [row] = await tx
      .insert(pagesContent)
      .values({ page: link.pageId, collection: d.name, item: link.item, sort: Number(last ?? 0) + 1 })
      .returning();
    await recordActivity(tx, auth, ctx.now(), { action: "update", collection: PAGES, item: link.pageId, delta: { content: { create: [{ collection: d.name, item: link.item }] } } });
    return row!;
  });
}

/** The link row if its page is editable by the company. */
async function editableLink(db: Db, companyId: number, id: number): Promise<ContentLink | undefined> {
  const [row] = await db
    .select({ link: pagesContent })
    .from(pagesContent)
    .innerJoin(pages, eq(pages.id, pagesContent.page))
    .where(and(eq(pagesContent.id, id), accessCondition(PAGES, pages, companyId, "edit")));
  return row?.link;
}

/** POST utils/sort/trading_partner_pages_content {item, to}: both links of the same editable page. */
export async function sortContent(ctx: ApiContext, auth: AuthContext, item: number, to: number): Promise<void> {
  const link = await editableLink(ctx.db.db, auth.company.id, item);
  if (!link) throw forbidden();
  await sortItems(
    ctx.db.db,
    {
      lockKey: `${PAGES_CONTENT}:${link.page}`,
      list: async (tx) => (await tx.select({ id: pagesContent.id }).from(pagesContent).where(eq(pagesContent.page, link.page)).orderBy(asc(pagesContent.sort), asc(pagesContent.id))).map((r) => r.id),
      write: async (tx, id, sort) => {
        await tx.update(pagesContent).set({ sort }).where(eq(pagesContent.id, id));
      },
      after: (tx) => recordActivity(tx, auth, ctx.now(), { action: "sort", collection: PAGES, item: link.page, delta: { content: { item, to } } }),
    },
    item,
    to,
  );
}

/** DELETE items/trading_partner_pages_content/{id}: the element leaves the page (it stays as an entry). */
export async function unlinkContent(ctx: ApiContext, auth: AuthContext, id: number): Promise<void> {
  await ctx.db.db.transaction(async (tx) => {
    const link = await editableLink(tx as unknown as Db, auth.company.id, id);
    if (!link) throw forbidden();
    await tx.delete(pagesContent).where(eq(pagesContent.id, id));
    await recordActivity(tx, auth, ctx.now(), { action: "update", collection: PAGES, item: link.page, delta: { content: { delete: [id] } } });
  });
}

/** GET /trading-partner/all-pages: the navigation of the site at `domain` (published, in their window, not hidden, nested). */
export async function siteNavigation(db: Db, domain: string, today: string): Promise<NavigationEntry[]> {
  const [site] = await db.select({ companyId: websiteSettings.companyId }).from(websiteSettings).where(sql`lower(${websiteSettings.domain}) = ${domain.toLowerCase()}`);
  if (!site) return [];
  const rows = await db
    .select({
      id: pages.id,
      parent: pages.parent,
      sort: pages.sort,
      publish_from: pages.publish_from,
      publish_to: pages.publish_to,
      hide_in_navigation: pages.hide_in_navigation,
      external_link: pages.external_link,
      status: contentTranslations.status,
      values: contentTranslations.values,
    })
    .from(pages)
    .innerJoin(contentTranslations, and(eq(contentTranslations.collection, PAGES), eq(contentTranslations.item, pages.id), eq(contentTranslations.languages_code, "de")))
    .where(accessCondition(PAGES, pages, site.companyId, "edit"));
  const sources: NavigationSource[] = rows.map(({ values, ...r }) => {
    const v = values as Record<string, unknown>;
    const text = (k: string) => (typeof v[k] === "string" && v[k] ? (v[k] as string) : null);
    return { ...r, title: text("title") ?? "", navigationTitle: text("navigationTitle"), slug: text("slug") };
  });
  return navigationTree(sources, today);
}

/** `fields` of the navigation answer: the entries reduced to the named keys (children keep theirs). */
export function pickNavigation(entries: NavigationEntry[], fields: readonly string[] | null): Record<string, unknown>[] {
  if (!fields) return entries as unknown as Record<string, unknown>[];
  return entries.map((e) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) out[f] = f === "children" ? pickNavigation(e.children, fields) : e[f as keyof NavigationEntry];
    return out;
  });
}
