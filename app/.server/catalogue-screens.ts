/**
 * The shared loaders and actions of the association's catalogue screens (issue 39, decision 0957):
 * a route file hands its catalogue's name to `catalogueListLoader` / `catalogueListAction` or
 * `catalogueEditLoader` / `catalogueEditAction` (as the collections' route files hand their screen
 * key to collection-screens.ts). They read and write through items/{catalogue}, validate with the
 * description's form schema (conform + zod, German messages) and answer every mutation with a
 * redirect and a toast, so each screen works without JavaScript. The browser receives the
 * description's zod-free projection (entityScreenOf) and renders it with the one list and one form.
 */
import { entityScreen } from "./entity-screen";
import { parseWithZod } from "~/lib/forms/parse";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CATALOGUES, type CatalogueItem } from "#contract/catalogue";
import { BRAND_LOGO_FOLDER } from "#contract/values";
import { CATALOGUE_PAGE_SIZE, CATALOGUE_PATHS, CATALOGUE_SHOWN, type CatalogueName } from "#contract/catalogue-names";
import { entityDefaultsOf, entityFormSchemaOf } from "#contract/describe";
import type { PortalRouteId } from "~/lib/route-registry";
import { t } from "~/i18n";
import { wordsOf } from "~/lib/text-key";
import { guardedLoad } from "./content";
import { apiFieldErrors, failedSaveReply, idParam, invalidReply, loadOrForbidden, saveFailure } from "./editing";
import { requireRoute } from "./guards";
import * as query from "./query";
import { redirectWithToast } from "./toast";
import { imageRefusalMessage, readFormWithImage } from "./form-image";

/** The portal route (menu entry, access rule) of each catalogue's screens. */
const ROUTE_IDS: Record<CatalogueName, PortalRouteId> = {
  brands: "catalogueBrands",
  instructions: "catalogueInstructions",
  partner_services: "catalogueServices",
  sam_tags: "catalogueSamTags",
};

/** What the screens know about their catalogue (zod-free, sent to the browser). */
function viewOf(name: CatalogueName) {
  const c = CATALOGUES[name];
  return { name, path: CATALOGUE_PATHS[name], title: c.title, tree: Boolean(c.parent), screen: entityScreen(c.entity) };
}
export type CatalogueView = ReturnType<typeof viewOf>;

const cellOf = (value: unknown): string => (value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value));

export function catalogueListLoader(name: CatalogueName) {
  const view = viewOf(name);
  return async ({ request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const search = query.textParam(url, "suche");
    const page = query.pageParam(url);
    const shown = query.enumParam(url, "anzeigen", CATALOGUE_SHOWN) ?? "current";
    const { data: answer } = await guardedLoad(request, context, ROUTE_IDS[name], () =>
      context.upstream.call("catalogueItems", { params: { catalogue: name }, query: { search: search || undefined, page, limit: CATALOGUE_PAGE_SIZE, shown } }),
    );
    const total = answer.meta.filter_count;
    return {
      view,
      search,
      shown,
      page,
      limit: CATALOGUE_PAGE_SIZE,
      total,
      // sorting applies to the full current list (not a search's hits, not the archived)
      sortable: !search && shown === "current",
      rows: answer.data.map((item) => ({
        id: item.id,
        version: item.version,
        depth: item.depth,
        title: cellOf(item[view.title]),
        cells: view.screen.columns.map((column) => cellOf(item[column.name])),
        archived: item.archived_at !== null,
      })),
    };
  };
}

const rowIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["up", "down"]), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.enum(["archive", "restore"]), id: z.coerce.number().int().positive(), version: z.coerce.number().int() }),
]);

/** "nach oben" / "nach unten": the neighbour among the siblings (a tree's same parent) of the full current list. */
async function neighbourOf(context: ActionFunctionArgs["context"], name: CatalogueName, id: number, direction: "up" | "down"): Promise<number | null> {
  const parent = CATALOGUES[name].parent;
  const { data } = await context.upstream.call("catalogueItems", { params: { catalogue: name }, query: { limit: 500 } });
  const me = data.find((i) => i.id === id);
  if (!me) return null;
  const siblings = data.filter((i) => !parent || (i[parent] ?? null) === (me[parent] ?? null));
  const at = siblings.findIndex((i) => i.id === id);
  return siblings[direction === "up" ? at - 1 : at + 1]?.id ?? null;
}

async function applyRowIntent(context: ActionFunctionArgs["context"], name: CatalogueName, input: z.infer<typeof rowIntent>, here: string) {
  const up = context.upstream;
  try {
    if (input.intent === "up" || input.intent === "down") {
      const to = await neighbourOf(context, name, input.id, input.intent);
      if (to === null) return redirectWithToast(context, here, { kind: "error", message: t("catalogue.sortEdge") });
      await up.call("catalogueSort", { params: { catalogue: name }, body: { item: input.id, to } });
      // Back to the moved row, so a keyboard user goes on from there.
      return redirectWithToast(context, `${here}#item-${input.id}`, { kind: "success", message: t("catalogue.sortedToast") });
    }
    if (input.intent !== "archive" && input.intent !== "restore") throw new Error("unreachable");
    await up.call("catalogueItemUpdate", { params: { catalogue: name, id: input.id }, body: { archived: input.intent === "archive", version: input.version } });
    return redirectWithToast(context, here, { kind: "success", message: t(input.intent === "archive" ? "catalogue.archivedToast" : "catalogue.restoredToast") });
  } catch (error) {
    return redirectWithToast(context, here, { kind: "error", message: saveFailure(error, t("catalogue.saveFailed")).message });
  }
}

export function catalogueListAction(name: CatalogueName) {
  return async ({ request, context }: ActionFunctionArgs) => {
    await requireRoute(request, context, ROUTE_IDS[name]);
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    const parsed = rowIntent.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return redirectWithToast(context, here, { kind: "error", message: t("catalogue.saveFailed") });
    return applyRowIntent(context, name, parsed.data, here);
  };
}

const isNew = (id: string | undefined) => id === "neu";

/** `extend`: what a catalogue's screen shows besides the one form (an instruction's steps), from the loaded record. */
export function catalogueEditLoader<X extends object = Record<never, never>>(name: CatalogueName, extend?: (item: CatalogueItem | null) => X) {
  const view = viewOf(name);
  const d = CATALOGUES[name].entity;
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    await requireRoute(request, context, ROUTE_IDS[name]);
    const id = isNew(params.id) ? null : idParam(params.id);
    const up = context.upstream;
    const [item, history, choices] = await Promise.all([
      id ? loadOrForbidden(() => up.call("catalogueItem", { params: { catalogue: name, id } })) : null,
      id ? loadOrForbidden(() => up.call("activity", { query: { collection: name, item: String(id) } })) : [],
      up.call("catalogueChoices", { params: { catalogue: name } }),
    ]);
    return {
      view,
      item: item ? { id: item.id, version: item.version, title: cellOf(item[view.title]), archived: item.archived_at !== null } : null,
      defaults: entityDefaultsOf(d, item as CatalogueItem | null),
      // a service-pool entry is not its own parent
      choices: { ...choices, ...(choices.parent_id ? { parent_id: choices.parent_id.filter((c) => c.value !== String(id)) } : {}) },
      hasLogo: "logo" in d.fields,
      history,
      ...((extend?.(item as CatalogueItem | null) ?? {}) as X),
    };
  };
}

export function catalogueEditAction(name: CatalogueName) {
  const d = CATALOGUES[name].entity;
  const createSchema = entityFormSchemaOf(d, "create");
  const updateSchema = entityFormSchemaOf(d, "update");
  return async ({ request, params, context }: ActionFunctionArgs) => {
    await requireRoute(request, context, ROUTE_IDS[name]);
    const id = isNew(params.id) ? null : idParam(params.id);
    const here = new URL(request.url).pathname;
    // A brand's logo is chosen in the form itself (decision 0964): stored before the record is saved.
    const { form, refusal } = "logo" in d.fields ? await readFormWithImage(request, context, { field: "logo", folder: BRAND_LOGO_FOLDER }) : { form: await request.formData(), refusal: null };
    const intent = String(form.get("intent") ?? "save");
    if (intent !== "save") {
      const row = rowIntent.safeParse({ ...Object.fromEntries(form), id });
      if (id === null || !row.success) return redirectWithToast(context, here, { kind: "error", message: t("catalogue.saveFailed") });
      return applyRowIntent(context, name, row.data, here);
    }
    const submission = parseWithZod(form, { schema: id === null ? createSchema : updateSchema });
    if (refusal) {
      // The description names the label by key (decision 0967); the message shows its words.
      const label = wordsOf((d.fields as Record<string, { label: string }>).logo!.label);
      return data({ result: submission.reply({ formErrors: [t("masterdata.invalidInput")], fieldErrors: { logo: [imageRefusalMessage(label, refusal)] } }), conflict: false }, { status: 400 });
    }
    if (submission.status !== "success") return invalidReply(submission);
    const values = submission.value as Record<string, unknown> & { version?: number };
    const fieldErrors = (error: unknown) => apiFieldErrors(error, (field) => field in d.fields);
    let savedId: number;
    try {
      if (id === null) {
        const { version: _version, ...body } = values;
        savedId = (await context.upstream.call("catalogueItemCreate", { params: { catalogue: name }, body })).id;
      } else {
        await context.upstream.call("catalogueItemUpdate", { params: { catalogue: name, id }, body: { ...values, version: values.version ?? 0 } });
        savedId = id;
      }
    } catch (error) {
      return failedSaveReply(submission, error, t("catalogue.saveFailed"), fieldErrors(error));
    }
    return redirectWithToast(context, `${CATALOGUE_PATHS[name]}/${savedId}`, { kind: "success", message: t("catalogue.saved") });
  };
}

export type CatalogueListLoader = ReturnType<typeof catalogueListLoader>;
export type CatalogueEditLoader = ReturnType<typeof catalogueEditLoader>;
