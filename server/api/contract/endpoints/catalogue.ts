/**
 * The association's catalogues (issue 39, decision 0957): brands, instructions, the service pool
 * and SAM tags, maintained by the Redaktion. Directus-shaped: items/{catalogue} and
 * utils/sort/{catalogue}, mounted once per catalogue (EACH_SOURCES.catalogue validates each
 * catalogue's own payload). Archiving and restoring is an update with `archived`.
 */
import { endpoint } from "../endpoint";
import {
  catalogueChoicesSchema,
  catalogueCreateSchema,
  catalogueItemSchema,
  catalogueListSchema,
  catalogueQuerySchema,
  catalogueSortSchema,
  catalogueUpdateSchema,
  instructionStepCreateSchema,
  instructionStepDeleteQuerySchema,
  instructionStepSchema,
  instructionStepSortSchema,
  instructionStepUpdateSchema,
} from "../catalogue";

const tag = "Association: catalogues";

export const CATALOGUE_ENDPOINTS = {
  catalogueItems: endpoint({ method: "GET", path: "/items/{catalogue}", summary: "A catalogue's entries (with search, pages and archived ones)", query: catalogueQuerySchema, answer: catalogueListSchema, envelope: "raw", access: "editorial", each: "catalogue", tag }),
  catalogueItemCreate: endpoint({ method: "POST", path: "/items/{catalogue}", summary: "Create a catalogue entry (at the end of its level)", body: catalogueCreateSchema, answer: catalogueItemSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  catalogueItem: endpoint({ method: "GET", path: "/items/{catalogue}/:id", summary: "A catalogue entry, archived ones too", answer: catalogueItemSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  catalogueItemUpdate: endpoint({ method: "PATCH", path: "/items/{catalogue}/:id", summary: "Change, archive or restore a catalogue entry", body: catalogueUpdateSchema, answer: catalogueItemSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  catalogueChoices: endpoint({ method: "GET", path: "/extranet/catalogue/{catalogue}/choices", summary: "The choices of a catalogue's form (suppliers, product groups, parent entries)", answer: catalogueChoicesSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  // An instruction's steps (decision 0965): read with the instruction (its `steps`); each write names the instruction's loaded version.
  instructionStepCreate: endpoint({ method: "POST", path: "/items/instruction_steps", summary: "Add a step to an instruction (at the end of its level)", body: instructionStepCreateSchema, answer: instructionStepSchema, envelope: "data", access: "editorial", tag }),
  instructionStepUpdate: endpoint({ method: "PATCH", path: "/items/instruction_steps/:id", summary: "Change a step of an instruction or move it under another", body: instructionStepUpdateSchema, answer: instructionStepSchema, envelope: "data", access: "editorial", tag }),
  instructionStepDelete: endpoint({ method: "DELETE", path: "/items/instruction_steps/:id", summary: "Remove a step of an instruction with its sub-steps", query: instructionStepDeleteQuerySchema, envelope: "empty", access: "editorial", tag }),
  instructionStepSort: endpoint({ method: "POST", path: "/utils/sort/instruction_steps", summary: "Move a step to the place of a sibling", body: instructionStepSortSchema, envelope: "empty", access: "editorial", tag }),
  catalogueSort: endpoint({ method: "POST", path: "/utils/sort/{catalogue}", summary: "Move a catalogue entry to the place of another (in a tree, among siblings)", body: catalogueSortSchema, envelope: "empty", access: "editorial", each: "catalogue", tag }),
};
