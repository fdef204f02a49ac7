/**
 * The work of the catalogue endpoints (contract/endpoints/catalogue.ts); the mount has checked
 * sign-in, the rule `editorial`, the query and the catalogue's own body (EACH_SOURCES.catalogue).
 */
import type { Endpoint } from "../contract/endpoint";
import { catalogueCreateSchema, catalogueCreateSchemaOf, catalogueItemSchema, catalogueItemSchemaOf, catalogueUpdateSchema, catalogueUpdateSchemaOf } from "../contract/catalogue";
import { CATALOGUE_NAMES, type CatalogueName } from "../contract/catalogue-names";
import type { CATALOGUE_ENDPOINTS } from "../contract/endpoints/catalogue";
import type { ApiContext } from "../deps";
import type { EachSource, Handlers } from "../http/mount";
import { parseId } from "../http/scope";
import { forbidden } from "../http/errors";
import { createInstructionStep, deleteInstructionStep, sortInstructionSteps, updateInstructionStep } from "./instruction-steps";
import { catalogueChoices, createCatalogueItem, findCatalogueItem, listCatalogue, sortCatalogue, updateCatalogueItem } from "./service";

const nameOf = (each: string) => each as CatalogueName;
const idOf = (raw: string | undefined) => {
  const id = parseId.integer(raw ?? "");
  if (!id) throw forbidden();
  return id;
};

/** The catalogues items/{catalogue} is mounted for, each validating its own payload and describing its own answer. */
export const CATALOGUE_EACH_SOURCE: EachSource = {
  names: CATALOGUE_NAMES,
  body: (name: string, entry: Endpoint) =>
    entry.body === catalogueCreateSchema ? catalogueCreateSchemaOf(nameOf(name)) : entry.body === catalogueUpdateSchema ? catalogueUpdateSchemaOf(nameOf(name)) : undefined,
  answer: (name: string, entry: Endpoint) => (entry.answer === catalogueItemSchema ? catalogueItemSchemaOf(nameOf(name)) : undefined),
};

export function catalogueHandlers(ctx: ApiContext): Handlers<typeof CATALOGUE_ENDPOINTS> {
  return {
    catalogueItems: ({ each, query }) => listCatalogue(ctx, nameOf(each), query),
    catalogueItemCreate: ({ each, auth, body }) => createCatalogueItem(ctx, auth, nameOf(each), body),
    catalogueItem: ({ each, params }) => findCatalogueItem(ctx, nameOf(each), idOf(params.id)),
    catalogueItemUpdate: ({ each, auth, params, body }) => updateCatalogueItem(ctx, auth, nameOf(each), idOf(params.id), body),
    catalogueChoices: ({ each }) => catalogueChoices(ctx, nameOf(each)),
    instructionStepCreate: ({ auth, body }) => createInstructionStep(ctx, auth, body),
    instructionStepUpdate: ({ auth, params, body }) => updateInstructionStep(ctx, auth, idOf(params.id), body),
    instructionStepDelete: async ({ auth, params, query }) => {
      await deleteInstructionStep(ctx, auth, idOf(params.id), query.version);
    },
    instructionStepSort: async ({ auth, body }) => {
      await sortInstructionSteps(ctx, auth, body.item, body.to, body.version);
    },
    catalogueSort: async ({ each, auth, body }) => {
      await sortCatalogue(ctx, auth, nameOf(each), body.item, body.to);
    },
  };
}
