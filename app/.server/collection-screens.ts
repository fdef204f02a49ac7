/**
 * The shared loaders and actions of every collection screen (issue 12): a route file hands its
 * screen key (website-screens.ts) to `listLoader` / `listAction` or `editLoader` / `editAction`.
 * They read and write through the collection entries of the API, validate with the description's form
 * schema (conform + zod, German messages) and answer every mutation with a redirect and a toast,
 * so each screen works without JavaScript. The browser receives the description's zod-free
 * projection (screenOf) and renders it with the one list and one form component.
 */
import { itemsOf } from "#contract/items";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ALT_TEXT_MISSING, formSchema, galleriesOf, imageFieldsOf, imageSlotsOf, screenOf, type CollectionDescription, type ScreenDescription } from "#contract/describe";
import { CONTENT_STATUSES, ICON_FOLDER } from "#contract/values";
import { PUBLISHED_PRODUCT_GROUPS } from "#contract/product-groups";
import type { ItemsQueryInput } from "#contract/items";
import { t } from "~/i18n";
import { wordsOf } from "~/lib/text-key";
import { itemPayload } from "~/lib/collections/payload";
import { statusPatch } from "~/lib/editing/status";
import { galleryResultsOf, uploadStateOf } from "./upload-state";
import { altPayload } from "~/lib/collections/alt-texts";
import { withMessages } from "./gallery-upload";
import { apiFieldErrors, failedSaveReply, idParam, invalidReply, loadOrForbidden, saveFailure } from "./editing";
import { requireRoute } from "./guards";
import { redirectWithToast } from "./toast";
import { isUnavailable, isUpstreamError } from "./upstream";
import type { CollectionItem } from "#contract/collection-item";
import { WEBSITE_SCREENS, type WebsiteScreen, type WebsiteScreenKey } from "./website-screens";
import { CAREER_SCREENS, type CareerScreenKey } from "./career-screens";
import { PAGE_BUILDER_SCREENS, type PageBuilderScreenKey } from "./page-builder-screens";
import { collectionByName } from "#contract/collections/registry";
import { addressChoice } from "./address-choice";
import { keepManageable, templatePrefill, type ScreenItem } from "~/lib/collections/screen-items";
import * as query from "./query";

/** Every screen of a described collection: the website's (issue 12), the career's (issue 14) and the page builder's (issue 13). */
export const COLLECTION_SCREENS: Record<WebsiteScreenKey | CareerScreenKey | PageBuilderScreenKey, WebsiteScreen> = { ...WEBSITE_SCREENS, ...CAREER_SCREENS, ...PAGE_BUILDER_SCREENS };

// Screen keys are route-file keys: one area's key must never replace another's.
for (const key of Object.keys(PAGE_BUILDER_SCREENS)) if (key in WEBSITE_SCREENS || key in CAREER_SCREENS) throw new Error(`screen key ${key} is used twice`);
for (const key of Object.keys(CAREER_SCREENS)) if (key in WEBSITE_SCREENS) throw new Error(`screen key ${key} is used twice`);

/** The screen at this URL: a screen whose path depends on the URL (the page builder's element drawer) gets its path and back link. */
const located = (screen: WebsiteScreen, params: LoaderFunctionArgs["params"]): WebsiteScreen => (screen.at ? { ...screen, ...screen.at(params) } : screen);
export type ScreenKey = keyof typeof COLLECTION_SCREENS;

const wordedOption = (o: { value: string; label: string }) => ({ ...o, label: wordsOf(o.label) });

/** Fields of a projection with their text keys worded (decision 0967): the browser gets the sentences, not the keys. */
export const wordedFields = (fields: ScreenDescription["fields"]): ScreenDescription["fields"] =>
  fields.map((f) => ({ ...f, label: wordsOf(f.label), ...(f.hint ? { hint: wordsOf(f.hint) } : {}), ...(f.options ? { options: f.options.map(wordedOption) } : {}) }));

/** The description's projection with its text keys worded (decision 0967). */
export function wordedScreen(base: ScreenDescription): ScreenDescription {
  return {
    ...base,
    labels: { one: wordsOf(base.labels.one), many: wordsOf(base.labels.many) },
    fields: wordedFields(base.fields),
    columns: base.columns.map((c) => ({ ...c, label: wordsOf(c.label) })),
    image: base.image ? { label: wordsOf(base.image.label) } : null,
    gallery: base.gallery ? { ...base.gallery, label: wordsOf(base.gallery.label) } : null,
    galleries: base.galleries.map((g) => ({ ...g, label: wordsOf(g.label) })),
    statuses: base.statuses.map(wordedOption),
  };
}

/** What the screens know about their collection (zod-free, sent to the browser). */
function viewOf(screen: WebsiteScreen) {
  const base = wordedScreen(screenOf(screen.description));
  const shown = (name: string) => !screen.omit?.includes(name);
  return {
    ...base,
    fields: base.fields.filter((f) => shown(f.name)),
    columns: base.columns.filter((c) => shown(c.name)),
    labels: { one: wordsOf(screen.labels.one), many: wordsOf(screen.labels.many) },
    path: screen.path,
    back: screen.back ?? screen.path,
    links: (screen.links ?? []).map((l) => ({ ...l, label: wordsOf(l.label) })),
    singleton: screen.description.singleton,
    variant: screen.variant ?? null,
    previewPath: screen.previewPath ?? `/website/preview/${screen.description.name}`,
  };
}
export type ScreenView = ReturnType<typeof viewOf>;

export const variantQuery = (screen: WebsiteScreen) =>
  screen.variant && screen.description.variantField ? { [`filter[${screen.description.variantField}][_eq]`]: screen.variant } : {};

/** The entries of a described collection (items/{collection}); the list's `meta` is not needed here. */
export const listItems = (context: LoaderFunctionArgs["context"], collection: string, query: ItemsQueryInput) =>
  context.upstream.call("collectionItems", { params: { collection }, query }).then((answer) => answer.data);

/** An item of another screen's variant (a campaign opened under /Website/News) is not this screen's. */
function assertVariant(screen: WebsiteScreen, item: CollectionItem): void {
  const field = screen.description.variantField;
  if (field && screen.variant && item[field] !== screen.variant) throw new Response(null, { status: 404 });
}

export function listLoader(key: ScreenKey) {
  const screen = COLLECTION_SCREENS[key];
  return async ({ request, context }: LoaderFunctionArgs) => {
    await requireRoute(request, context, screen.routeId);
    const loaded = await loadOrForbidden(() => listItems(context, screen.description.name, { sort: "sort", limit: -1, ...variantQuery(screen) }));
    const items = screen.ownOnly ? keepManageable(loaded) : loaded;
    const deleting = query.intParam(new URL(request.url), "delete");
    return { screen: viewOf(screen), items, deleting: deleting ? (items.find((i) => i.id === deleting && i.access === "edit") ?? null) : null };
  };
}

const rowAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sort"), item: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.enum(["disable", "enable"]), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("status"), id: z.coerce.number().int().positive(), version: z.coerce.number().int(), status: z.enum(CONTENT_STATUSES) }),
]);

/** Status, delete, switch off/on: the same in the list and on the detail screen. */
async function rowIntent(screen: WebsiteScreen, context: LoaderFunctionArgs["context"], input: z.infer<typeof rowAction>, here: string, after: string) {
  const up = context.upstream;
  const collection = screen.description.name;
  const fail = (error: unknown, message: string) => redirectWithToast(context, here, { kind: "error", message: altTextRefusal(error) ?? saveFailure(error, message).message });
  try {
    switch (input.intent) {
      case "sort":
        await up.call("collectionSort", { params: { collection }, body: { item: input.item, to: input.to } });
        // Back to the moved row, so a keyboard user goes on from there.
        return redirectWithToast(context, `${here}#item-${input.item}`, { kind: "success", message: t("masterdata.sorted") });
      case "delete":
        await up.call("collectionItemDelete", { params: { collection, id: input.id } });
        return redirectWithToast(context, after, { kind: "success", message: t("website.deleted") });
      case "disable":
      case "enable": {
        const { optOut } = screen.description;
        // The spec's own record where the collection has one (job benefits, `{job_benefits_id, company_id}`), else the generic switch.
        if (optOut && input.intent === "disable") await up.call("optOutDisable", { params: { optOut: optOut.collection }, body: { [optOut.itemField]: input.id, company_id: (await context.getUser()).company.id } });
        else if (optOut) await up.call("optOutEnable", { params: { optOut: optOut.collection, id: input.id } });
        else if (input.intent === "disable") await up.call("collectionItemDisable", { params: { collection }, body: { item: input.id } });
        else await up.call("collectionItemEnable", { params: { collection, id: input.id } });
        return redirectWithToast(context, here, { kind: "success", message: t(input.intent === "disable" ? "website.disabled" : "website.enabled") });
      }
      case "status": {
        const item = await loadOrForbidden(() => up.call("collectionItem", { params: { collection, id: input.id } }));
        const patch = screen.description.status === "translations" ? statusPatch(input.status, item.translations) : { status: input.status };
        await up.call("collectionItemUpdate", { params: { collection, id: input.id }, body: { ...patch, version: input.version } });
        return redirectWithToast(context, here, { kind: "success", message: t("website.statusSet") });
      }
    }
  } catch (error) {
    return fail(error, input.intent === "sort" ? t("masterdata.sortFailed") : input.intent === "status" ? t("website.statusFailed") : t("masterdata.saveFailed"));
  }
}

export function listAction(key: ScreenKey) {
  const screen = COLLECTION_SCREENS[key];
  return async ({ request, context }: ActionFunctionArgs) => {
    await requireRoute(request, context, screen.routeId);
    const here = new URL(request.url).pathname;
    const parsed = rowAction.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return redirectWithToast(context, here, { kind: "error", message: t("masterdata.saveFailed") });
    return rowIntent(screen, context, parsed.data, here, here);
  };
}

const isNew = (id: string | undefined) => id === "add";

/** The entry a detail screen edits: the path's id, none for "add", or a singleton's one entry (none before its first save). */
async function entryId(screen: WebsiteScreen, context: LoaderFunctionArgs["context"], raw: string | undefined): Promise<number | null> {
  if (screen.description.singleton) {
    const [entry] = await loadOrForbidden(() => listItems(context, screen.description.name, { limit: 1 }));
    return entry?.id ?? null;
  }
  return isNew(raw) ? null : idParam(raw);
}

/** Where a saved entry is shown: its detail, or the singleton's own screen. */
const detailPath = (screen: WebsiteScreen, id: number) => (screen.description.singleton ? screen.path : `${screen.path}/${id}`);

/** The entries a "relations" field may link, as choices: those the company sees, of the field's kind, not switched off. */
async function relationChoices(context: LoaderFunctionArgs["context"], screen: WebsiteScreen) {
  const fields = Object.entries(screen.description.fields).filter(([name, spec]) => spec.input === "relations" && spec.relation && !screen.omit?.includes(name));
  const choices = await Promise.all(
    fields.map(async ([name, spec]) => {
      const target = collectionByName(spec.relation!.collection);
      if (!target) throw new Error(`${name} links an unknown collection`);
      const filter = spec.relation!.filter ?? {};
      const entries = await listItems(context, target.name, { sort: "sort", limit: -1 });
      const usable = entries.filter((e) => !e.disabled && Object.entries(filter).every(([field, value]) => e[field] === value));
      return [name, usable.map((e) => ({ value: String(e.id), label: String(e[target.nameField ?? "internal_title"] ?? e.id) }))] as const;
    }),
  );
  return Object.fromEntries(choices) as Record<string, { value: string; label: string }[]>;
}

/** "Create from template": the add form opened with ?template={id} starts from that template's values. */
async function prefillOf(screen: WebsiteScreen, context: LoaderFunctionArgs["context"], url: URL, isNewEntry: boolean): Promise<ScreenItem | null> {
  const field = screen.description.templateField;
  const templateId = query.intParam(url, "template");
  if (!field || !isNewEntry || !templateId) return null;
  const template = await loadOrForbidden(() => context.upstream.call("collectionItem", { params: { collection: screen.description.name, id: templateId } }));
  assertVariant(screen, template);
  if (template[field] !== true) throw new Response(null, { status: 404 });
  return templatePrefill(template, field);
}

export function editLoader(key: ScreenKey) {
  const described = COLLECTION_SCREENS[key];
  const inputs = new Set(Object.entries(described.description.fields).filter(([name]) => !described.omit?.includes(name)).map(([, f]) => f.input));
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const screen = located(described, params);
    await requireRoute(request, context, screen.routeId);
    const id = await entryId(screen, context, params.id);
    const up = context.upstream;
    const url = new URL(request.url);
    // The values a new entry takes from the URL (a page's ?parent=) are read here too: malformed is the 400 page.
    if (id === null) screen.createValues?.(url);
    const [item, history, contacts, addresses, icons, relations, prefill, groups] = await Promise.all([
      id ? loadOrForbidden(() => up.call("collectionItem", { params: { collection: screen.description.name, id } })) : null,
      id ? loadOrForbidden(() => up.call("activity", { query: { collection: screen.description.name, item: String(id) } })) : [],
      inputs.has("contact") ? up.call("contacts", { query: { sort: "sort" } }).then(itemsOf) : [],
      inputs.has("address") ? up.call("addressChoices") : [],
      inputs.has("icon") ? up.call("iconFiles", { query: { "filter[folder][_eq]": ICON_FOLDER } }) : [],
      relationChoices(context, screen),
      prefillOf(screen, context, url, id === null && !screen.description.singleton),
      inputs.has("productGroups") ? up.call("productGroups", { query: PUBLISHED_PRODUCT_GROUPS }) : [],
    ]);
    if (item) assertVariant(screen, item);
    const upload = uploadStateOf(url);
    const target = uploadTarget(screen.description, url);
    return {
      screen: viewOf(screen),
      item,
      history,
      contacts: contacts.map((c) => ({ value: String(c.id), label: [c.first_name, c.last_name].filter(Boolean).join(" ") })),
      addresses: addresses.map(addressChoice),
      icons: icons.map((i) => ({ value: i.id, label: i.title ?? i.filename_download })),
      productGroups: groups.map((g) => ({ value: String(g.id), label: g.breadcrumbs || g.title })),
      relations,
      prefill,
      upload,
      target,
      results: withMessages(galleryResultsOf(url)),
      deleting: query.flagParam(url, "delete"),
    };
  };
}

/**
 * Where an upload's answer goes (URL state `target`): the main image ("image"), an image field
 * (a logo) by its name, the main gallery ("gallery") or a named gallery by its field.
 */
function uploadTarget(d: CollectionDescription, url: URL): string {
  const targets = ["image", ...imageFieldsOf(d), ...galleriesOf(d).map((g) => (g.field === "images" ? "gallery" : g.field))];
  return query.enumParam(url, "target", targets) ?? "image";
}

const galleryAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("gallery-sort"), gallery: z.string().default("images"), item: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("gallery-delete"), gallery: z.string().default("images"), id: z.coerce.number().int().positive() }),
]);

async function galleryIntent(screen: WebsiteScreen, context: ActionFunctionArgs["context"], id: number, input: z.infer<typeof galleryAction>, here: string) {
  const gallery = galleriesOf(screen.description).find((g) => g.field === input.gallery);
  if (!gallery) return redirectWithToast(context, here, { kind: "error", message: t("masterdata.saveFailed") });
  const up = context.upstream;
  const anchor = gallery.field === "images" ? "gallery" : gallery.field;
  try {
    if (input.intent === "gallery-sort") {
      await up.call("gallerySort", { params: { gallery: gallery.junction }, body: { item: input.item, to: input.to } });
      return redirectWithToast(context, `${here}#gallery-${input.item}`, { kind: "success", message: t("masterdata.sorted") });
    }
    await up.call("galleryImageDelete", { params: { gallery: gallery.junction, id: input.id } });
    return redirectWithToast(context, `${here}#${anchor}`, { kind: "success", message: t("website.gallery.removed") });
  } catch (error) {
    const message = input.intent === "gallery-sort" ? t("website.gallery.sortFailed") : t("masterdata.saveFailed");
    return redirectWithToast(context, here, { kind: "error", message: saveFailure(error, message).message });
  }
}

export function editAction(key: ScreenKey) {
  const described = COLLECTION_SCREENS[key];
  const d: CollectionDescription = described.description;
  const schema = formSchema(d);
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const screen = located(described, params);
    await requireRoute(request, context, screen.routeId);
    const id = await entryId(screen, context, params.id);
    const here = new URL(request.url).pathname;
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "save");
    if (intent !== "save") {
      if (id === null) return redirectWithToast(context, here, { kind: "error", message: t("masterdata.saveFailed") });
      const row = rowAction.safeParse({ ...Object.fromEntries(form), id });
      if (row.success) return rowIntent(screen, context, row.data, here, screen.back ?? screen.path);
      const gallery = galleriesOf(d).length ? galleryAction.safeParse(Object.fromEntries(form)) : null;
      if (gallery?.success) return galleryIntent(screen, context, id, gallery.data, here);
      return redirectWithToast(context, here, { kind: "error", message: t("masterdata.saveFailed") });
    }
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") return invalidReply(submission);
    const values: Record<string, unknown> = { ...submission.value };
    // A field the screen does not show is not the form's to change (a page's parent is set in the page tree).
    for (const name of screen.omit ?? []) delete values[name];
    if (d.variantField && screen.variant) values[d.variantField] = screen.variant;
    const up = context.upstream;
    const messages = screen.messages?.();
    const saved = messages?.saved ?? t("masterdata.saved");
    // The alternative texts as posted (an emptied text is "" here, so clearing it is seen).
    const posted = Object.fromEntries(form);
    const slots = imageSlotsOf(d).filter((name) => !screen.omit?.includes(name));
    let savedId: number;
    try {
      if (id === null) {
        const body = { ...itemPayload(d, { ...values, ...screen.createValues?.(new URL(request.url)) }, null), ...altPayload(slots, [], posted, null) };
        savedId = (await up.call("collectionItemCreate", { params: { collection: d.name }, body })).id;
      } else {
        const loaded = await loadOrForbidden(() => up.call("collectionItem", { params: { collection: d.name, id } }));
        assertVariant(screen, loaded);
        const body = { ...itemPayload(d, values, loaded), ...altPayload(slots, galleriesOf(d), posted, loaded) };
        await up.call("collectionItemUpdate", { params: { collection: d.name, id }, body });
        savedId = id;
      }
    } catch (error) {
      return failedSaveReply(submission, error, altTextRefusal(error) ?? messages?.failed ?? t("website.saveFailed"), fieldErrorsOf(error, d));
    }
    try {
      await screen.afterSave?.(context, params, savedId);
    } catch (error) {
      // The entry is saved: show it (a new one too), so a second save retries rather than creating it
      // again — also when the API went away meanwhile (the 503 page would offer to post "add" again).
      if (!isUpstreamError(error) && !isUnavailable(error)) throw error;
      return redirectWithToast(context, detailPath(screen, savedId), { kind: "error", message: messages?.afterSaveFailed ?? messages?.failed ?? t("website.saveFailed") });
    }
    // Spec §4: the detail is reloaded after create (references also move to the first position: the API puts them there).
    return redirectWithToast(context, detailPath(screen, savedId), { kind: "success", message: saved });
  };
}

/** The API's refusal to publish an entry whose images lack alternative texts, in German (else null). */
function altTextRefusal(error: unknown): string | null {
  return isUpstreamError(error) && error.message === ALT_TEXT_MISSING ? t("website.alt.publishRefused") : null;
}

/** A field's own German message the API gave, at a field of the collection or its translations. */
const fieldErrorsOf = (error: unknown, d: CollectionDescription) => apiFieldErrors(error, (name) => name in d.fields || name in d.translations);

export type ListLoader = ReturnType<typeof listLoader>;
export type EditLoader = ReturnType<typeof editLoader>;
