/**
 * The page builder's own rules (issue 13, decision 0800), apart from the generic collection
 * editor: slugs (a–z, 0–9, hyphens; generated from the title; unique within the company's site),
 * the editable-page rule of spec §5, the parent of a page (an editable page of the company, never
 * the page itself or one below it), the navigation tree of a public site, and the hooks the
 * described collections hand to the generic service. Imports no registry, so the descriptions may
 * import it.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Tx } from "../editing/versioned-update";
import { contentPartners, contentTranslations, pages, pagesContent } from "../db/schema";
import type { ItemPayload } from "../contract/describe";
import type { CollectionHooks } from "../collections/binding";
import type { NavigationEntry } from "../contract/collection-item";
import { accessCondition, accessOf } from "../collections/access";
import { ApiError, forbidden } from "../http/errors";

export const PAGES = "trading_partner_pages";
/** A slug another page of the site has: a text key the portal words at the field (decision 0967). */
export const SLUG_TAKEN = "descriptions.pages.slugTaken";
export const MISSING_LINK_PARAMETERS = "Missing required parameters: pageId, collection, or item";

/** A slug from a title: German umlauts spelled out, everything else that is not a–z or 0–9 becomes one hyphen. */
export function slugify(title: string): string {
  const spelled = title
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  return spelled
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** The first of base, base-2, base-3 … nobody else on the site uses ("seite" for an empty base). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || "seite";
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

/** Spec §5 "editable pages": the page belongs to exactly one trading partner, the user's company. */
export const isEditablePage = (partners: readonly number[], companyId: number) => accessOf(partners, companyId) === "edit";

/** Spec §5 linking: every one of pageId, collection and item is needed. */
export function linkParameters(input: { pageId?: unknown; collection?: unknown; item?: unknown }): { pageId: number; collection: string; item: number } {
  const { pageId, collection, item } = input;
  const id = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : typeof v === "string" && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);
  const page = id(pageId);
  const entry = id(item);
  if (page === null || entry === null || typeof collection !== "string" || !collection) throw new ApiError("INVALID_PAYLOAD", MISSING_LINK_PARAMETERS);
  return { pageId: page, collection, item: entry };
}

// --- Navigation of a public site ---

export interface NavigationSource {
  id: number;
  parent: number | null;
  sort: number;
  status: string;
  publish_from: string | null;
  publish_to: string | null;
  hide_in_navigation: boolean;
  external_link: string | null;
  title: string;
  navigationTitle: string | null;
  slug: string | null;
}
export type { NavigationEntry };

/** Published now (today within publish-from … publish-to, both inclusive; ISO dates). */
export const isLive = (p: Pick<NavigationSource, "status" | "publish_from" | "publish_to">, today: string) =>
  p.status === "published" && (!p.publish_from || p.publish_from <= today) && (!p.publish_to || today <= p.publish_to);

/**
 * The site's navigation: live pages that are not hidden, nested under their parents in manual
 * order. A page below a page that is not shown is not shown either (it has no place in the menu).
 */
export function navigationTree(sources: readonly NavigationSource[], today: string): NavigationEntry[] {
  const shown = sources.filter((p) => isLive(p, today) && !p.hide_in_navigation);
  const ids = new Set(shown.map((p) => p.id));
  const ordered = [...shown].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const build = (parent: number | null, seen: Set<number>): NavigationEntry[] =>
    ordered
      .filter((p) => (parent === null ? p.parent === null : p.parent === parent) && !seen.has(p.id))
      .map((p) => ({
        id: p.id,
        title: p.title,
        navigationTitle: p.navigationTitle,
        slug: p.slug,
        external_link: p.external_link,
        children: build(p.id, new Set([...seen, p.id])),
      }));
  // Roots are top-level pages; a page whose parent is not shown falls out with it.
  return build(null, new Set()).filter((e) => ids.has(e.id));
}

// --- Hooks of the described collections ---

/** Slugs of the company's other pages (the de translations). */
async function takenSlugs(db: Db | Tx, companyId: number, except: number | null): Promise<Set<string>> {
  const rows = await db
    .select({ slug: sql<string | null>`${contentTranslations.values}->>'slug'` })
    .from(contentTranslations)
    .innerJoin(contentPartners, and(eq(contentPartners.collection, contentTranslations.collection), eq(contentPartners.item, contentTranslations.item)))
    .where(and(eq(contentTranslations.collection, PAGES), eq(contentPartners.companyId, companyId), except === null ? undefined : ne(contentTranslations.item, except)));
  return new Set(rows.map((r) => r.slug).filter((s): s is string => Boolean(s)));
}

/** The pages below a page (to refuse moving a page under its own descendant). */
async function descendantsOf(db: Db, id: number): Promise<Set<number>> {
  const found = new Set<number>();
  let frontier = [id];
  while (frontier.length) {
    const rows = await db.select({ id: pages.id }).from(pages).where(inArray(pages.parent, frontier));
    frontier = rows.map((r) => r.id).filter((r) => !found.has(r));
    frontier.forEach((r) => found.add(r));
  }
  return found;
}

/** A page's payload completed and checked: slug from the title when none is given, unique on the site; parent an editable page not below this one. */
async function preparePage(db: Db, companyId: number, current: Parameters<NonNullable<CollectionHooks["prepare"]>>[2], p: ItemPayload): Promise<ItemPayload> {
  const parent = p.parent;
  if (typeof parent === "number") {
    const [row] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, parent), accessCondition(PAGES, pages, companyId, "edit")));
    if (!row) throw forbidden();
    if (current && (parent === current.id || (await descendantsOf(db, current.id)).has(parent))) {
      throw new ApiError("INVALID_PAYLOAD", "Invalid payload. parent: descriptions.pages.parentLoop");
    }
  }
  const translations = p.translations;
  if (!translations) return p;
  const de = current?.translations.find((t) => t.languages_code === "de");
  const written = translations.update.find((t) => t.id === de?.id) ?? translations.create[0];
  // A status change (id and status only) leaves the slug alone.
  if (!written || Object.keys(written).every((k) => ["id", "status", "languages_code"].includes(k))) return p;
  const title = String(written.title ?? de?.title ?? "");
  const given = written.slug === undefined ? (de?.slug as string | null | undefined) : (written.slug as string | null);
  const taken = await takenSlugs(db, companyId, current?.id ?? null);
  let slug: string;
  if (given) {
    if (taken.has(given)) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. slug: ${SLUG_TAKEN}`);
    slug = given;
  } else slug = uniqueSlug(slugify(title), taken);
  if (slug === written.slug) return p;
  const withSlug = { ...written, slug };
  return {
    ...p,
    translations: {
      ...translations,
      create: translations.create.map((t) => (t === written ? withSlug : t)),
      update: translations.update.map((t) => (t === written ? { ...t, slug } : t)),
    },
  };
}

/**
 * The slug check again, inside the write's transaction and serialised per company: two saves that
 * chose the same free slug at once both passed `preparePage`; the second to get here sees the
 * first's committed row and is refused (and rolled back).
 */
async function slugStillFree(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page-slug:${companyId}`}))`);
  const [own] = await tx
    .select({ slug: sql<string | null>`${contentTranslations.values}->>'slug'` })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.collection, PAGES), eq(contentTranslations.item, id), eq(contentTranslations.languages_code, "de")));
  if (own?.slug && (await takenSlugs(tx, companyId, id)).has(own.slug)) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. slug: ${SLUG_TAKEN}`);
}

export const pageHooks: CollectionHooks = {
  prepare: preparePage,
  afterWrite: slugStillFree,
  beforeDelete: async (tx, _companyId, id) => {
    const [child] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.parent, id)).limit(1);
    if (child) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. The page has child pages; delete them first.");
    await tx.delete(pagesContent).where(eq(pagesContent.page, id));
  },
};

/** An element leaves every page it is linked to when it is deleted. */
export const elementHooks = (collection: string): CollectionHooks => ({
  beforeDelete: async (tx, _companyId, id) => {
    await tx.delete(pagesContent).where(and(eq(pagesContent.collection, collection), eq(pagesContent.item, id)));
  },
});
