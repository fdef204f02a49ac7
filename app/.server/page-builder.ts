/**
 * The page builder's loaders and actions (issue 13, spec §2): the page tree (/page-builder) with
 * add child, move up / down / under another parent and delete (with its child pages once the user
 * confirms), the page details (/page-builder/edit-page/{id}: the described pages screen plus the
 * page's elements: add, edit, sort, unlink), the element drawer (a child route, URL state) and
 * the server-rendered preview. Every mutation is a form post answered with a redirect and a toast.
 */
import { itemsOf } from "#contract/items";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { t } from "~/i18n";
import { wordsOf } from "~/lib/text-key";
import { descendants, findNode, pageTree } from "~/lib/page-builder/tree";
import { itemName } from "~/components/collections/field-value";
import { editAction, editLoader, listItems } from "./collection-screens";
import { idParam, loadOrForbidden, saveFailure } from "./editing";
import { forbidden, requireRoute } from "./guards";
import { ELEMENT_SCREEN, ELEMENT_TYPES, elementTypeOf, pagePath, type ElementType } from "./page-builder-screens";
import { renderPreview } from "./page-preview";
import { redirectWithToast } from "./toast";
import { websiteSettingsRecord } from "./website-overview";
import type { CollectionItem } from "#contract/collection-item";
import { STATUS_LABELS } from "#contract/describe";
import { intParam } from "./query";

const PAGES = "trading_partner_pages";

// --- The page tree ---

export async function treeLoader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "pageBuilder");
  const [pages, pageData] = await Promise.all([
    loadOrForbidden(() => listItems(context, PAGES, { sort: "sort", limit: -1 })),
    loadOrForbidden(() => listItems(context, "trading_partner_page_data", { sort: "sort", limit: -1 })),
  ]);
  const tree = pageTree(pages);
  const url = new URL(request.url);
  const deletingId = intParam(url, "delete");
  const node = deletingId ? findNode(tree, deletingId) : undefined;
  return {
    tree,
    pageData: pageData.map((d) => ({ id: d.id, name: itemName(d, null), access: d.access })),
    deleting: node ? { page: node.page, children: descendants(node).map((p) => ({ id: p.id, name: itemName(p, null) })) } : null,
  };
}
export type TreeLoader = typeof treeLoader;

const treeIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sort"), item: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("move"), id: z.coerce.number().int().positive(), version: z.coerce.number().int(), parent: z.union([z.literal(""), z.coerce.number().int().positive()]) }),
  z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive(), children: z.enum(["with"]).optional() }),
]);

export async function treeAction({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "pageBuilder");
  const here = "/page-builder";
  const parsed = treeIntent.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(context, here, { kind: "error", message: t("masterdata.saveFailed") });
  const input = parsed.data;
  const up = context.upstream;
  const collection = PAGES;
  try {
    switch (input.intent) {
      case "sort":
        await up.call("collectionSort", { params: { collection }, body: { item: input.item, to: input.to } });
        return redirectWithToast(context, `${here}#page-${input.item}`, { kind: "success", message: t("masterdata.sorted") });
      case "move":
        await up.call("collectionItemUpdate", { params: { collection, id: input.id }, body: { version: input.version, parent: input.parent === "" ? null : input.parent } });
        return redirectWithToast(context, `${here}#page-${input.id}`, { kind: "success", message: t("pageBuilder.moved") });
      case "delete": {
        const node = findNode(pageTree(await listItems(context, collection, { sort: "sort", limit: -1 })), input.id);
        if (!node) throw forbidden();
        const below = descendants(node);
        // Child pages go only when the user confirmed it: in one request, the deepest first, so the
        // tree goes whole or stays whole (a failure half-way would have left orphaned pages).
        if (below.length && input.children !== "with") return redirectWithToast(context, `${here}?delete=${input.id}`, { kind: "error", message: t("pageBuilder.deleteChildren", { count: below.length, names: below.map((p) => itemName(p, null)).join(", ") }) });
        await up.call("collectionItemsDelete", { params: { collection }, body: [...below.reverse().map((p) => p.id), input.id] });
        return redirectWithToast(context, here, { kind: "success", message: t("pageBuilder.deleted") });
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = input.intent === "sort" ? t("masterdata.sortFailed") : input.intent === "move" ? t("pageBuilder.moveFailed") : t("masterdata.saveFailed");
    return redirectWithToast(context, here, { kind: "error", message: saveFailure(error, message).message });
  }
}

// --- The page details with its elements ---

export interface PageElement {
  link: number;
  editLabel: string;
  unlinkLabel: string;
  type: ElementType;
  collection: string;
  id: number;
  name: string;
  typeLabel: string;
  status: string;
  /** the status's words, for the drawer's list (its texts come translated from the loader) */
  statusLabel: string;
}

async function elementsOf(context: LoaderFunctionArgs["context"], page: number): Promise<PageElement[]> {
  const links = await loadOrForbidden(() => context.upstream.call("pageContent", { query: { "filter[page][_eq]": String(page) } }));
  const loaded = await Promise.all(
    links.map(async (link): Promise<PageElement | null> => {
      const type = elementTypeOf(link.collection);
      if (!type) return null;
      const item = await context.upstream.call("collectionItem", { params: { collection: link.collection, id: link.item } }).catch(() => null);
      if (!item) return null;
      // Elements are known to the editor by their internal title (the heading may be empty or repeat).
      const status = germanStatus(item);
      const name = typeof item.internal_title === "string" && item.internal_title ? item.internal_title : itemName(item, null);
      return { link: link.id, editLabel: t("pageBuilder.editElement", { name }), unlinkLabel: t("pageBuilder.unlinkLabel", { name }), type, collection: link.collection, id: item.id, name, typeLabel: wordsOf(ELEMENT_TYPES[type].description.labels.one), status, statusLabel: wordsOf(STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status) };
    }),
  );
  return loaded.filter((e): e is PageElement => e !== null);
}

const germanStatus = (item: CollectionItem): string => item.translations.find((t) => t.languages_code === "de")?.status ?? "draft";

const pageEditLoader = editLoader("pageBuilderPages");
const PAGE_TEXTS = ["elements", "elementsEmpty", "elementsSaveFirst", "addElement", "unlink", "drawerClose", "drawerTitle", "preview"] as const;
export async function pageLoader(args: LoaderFunctionArgs) {
  const data = await pageEditLoader(args);
  const elements = data.item && data.item.access === "edit" ? await elementsOf(args.context, data.item.id) : [];
  const types = (Object.keys(ELEMENT_TYPES) as ElementType[]).map((type) => ({ type, addLabel: t("pageBuilder.addElementOf", { type: wordsOf(ELEMENT_TYPES[type].description.labels.one) }) }));
  const text = (key: (typeof PAGE_TEXTS)[number]) => t(`pageBuilder.${key}`);
  const texts = Object.fromEntries(PAGE_TEXTS.map((key) => [key, text(key)])) as Record<(typeof PAGE_TEXTS)[number], string>;
  return { ...data, elements, types, texts };
}
export type PageLoader = typeof pageLoader;

const elementIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("element-sort"), item: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("element-unlink"), id: z.coerce.number().int().positive() }),
]);

const pageEditAction = editAction("pageBuilderPages");
export async function pageAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const form = await request.clone().formData();
  const parsed = elementIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) return pageEditAction(args);
  await requireRoute(request, context, "pageBuilder");
  const here = pagePath(idParam(params.id));
  const up = context.upstream;
  try {
    if (parsed.data.intent === "element-sort") {
      await up.call("pageContentSort", { body: { item: parsed.data.item, to: parsed.data.to } });
      return redirectWithToast(context, `${here}#element-${parsed.data.item}`, { kind: "success", message: t("masterdata.sorted") });
    }
    await up.call("pageContentUnlink", { params: { id: parsed.data.id } });
    return redirectWithToast(context, `${here}#elements`, { kind: "success", message: t("pageBuilder.unlinked") });
  } catch (error) {
    const message = parsed.data.intent === "element-sort" ? t("masterdata.sortFailed") : t("masterdata.saveFailed");
    return redirectWithToast(context, here, { kind: "error", message: saveFailure(error, message).message });
  }
}

// --- The element drawer (child route of the page) ---

function elementScreen(params: LoaderFunctionArgs["params"]) {
  const type = params.type as ElementType | undefined;
  if (!type || !(type in ELEMENT_SCREEN)) throw new Response(null, { status: 404 });
  return ELEMENT_SCREEN[type];
}

export async function elementLoader(args: LoaderFunctionArgs) {
  // The guard answers before the URL's element type is looked at.
  await requireRoute(args.request, args.context, "pageBuilder");
  return editLoader(elementScreen(args.params))({ ...args, params: { ...args.params, page: args.params.id, id: args.params.element } });
}
export type ElementLoader = typeof elementLoader;

export async function elementAction(args: ActionFunctionArgs) {
  await requireRoute(args.request, args.context, "pageBuilder");
  return editAction(elementScreen(args.params))({ ...args, params: { ...args.params, page: args.params.id, id: args.params.element } });
}


// --- The preview (a resource route: static HTML, no script) ---

export async function previewLoader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "pageBuilder");
  const up = context.upstream;
  const page = await loadOrForbidden(() => up.call("collectionItem", { params: { collection: PAGES, id: idParam(params.id) } }));
  const links = page.access === "edit" ? await loadOrForbidden(() => up.call("pageContent", { query: { "filter[page][_eq]": String(page.id) } })) : [];
  const [loaded, settings, contacts] = await Promise.all([
    Promise.all(links.map(async (l) => ({ collection: l.collection, item: await up.call("collectionItem", { params: { collection: l.collection, id: l.item } }).catch(() => null) }))),
    websiteSettingsRecord(context),
    up.call("contacts", { query: { sort: "sort" } }).then(itemsOf),
  ]);
  // The public site shows published elements only.
  const elements = loaded.filter((e): e is { collection: string; item: CollectionItem } => e.item !== null && germanStatus(e.item) === "published");
  const domain = typeof settings?.domain === "string" ? settings.domain : null;
  const navigation = domain ? (await up.call("siteNavigation", { query: { domain, lang: "de" } })).navigation : [];
  const html = renderPreview({
    page,
    elements,
    navigation,
    contacts: contacts.map((c) => ({ id: c.id, name: [c.first_name, c.last_name].filter(Boolean).join(" "), email: c.email, phone: c.phone })),
    notice: t("pageBuilder.previewNotice"),
    labels: { video: (platform) => t("pageBuilder.videoLink", { platform }), contact: t("pageBuilder.contact"), navigation: t("pageBuilder.navigation"), image: t("website.previewPage.image") },
    nonce: context.cspNonce,
  });
  return new Response(`<!DOCTYPE html>${html}`, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}
