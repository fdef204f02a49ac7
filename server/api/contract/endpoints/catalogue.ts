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

const tag = "Verband: Kataloge";

export const CATALOGUE_ENDPOINTS = {
  catalogueItems: endpoint({ method: "GET", path: "/items/{catalogue}", summary: "Die Einträge eines Katalogs (mit Suche, Seiten und archivierten)", query: catalogueQuerySchema, answer: catalogueListSchema, envelope: "raw", access: "editorial", each: "catalogue", tag }),
  catalogueItemCreate: endpoint({ method: "POST", path: "/items/{catalogue}", summary: "Einen Katalogeintrag anlegen (am Ende seiner Ebene)", body: catalogueCreateSchema, answer: catalogueItemSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  catalogueItem: endpoint({ method: "GET", path: "/items/{catalogue}/:id", summary: "Ein Katalogeintrag, auch archiviert", answer: catalogueItemSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  catalogueItemUpdate: endpoint({ method: "PATCH", path: "/items/{catalogue}/:id", summary: "Einen Katalogeintrag ändern, archivieren oder wiederherstellen", body: catalogueUpdateSchema, answer: catalogueItemSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  catalogueChoices: endpoint({ method: "GET", path: "/extranet/catalogue/{catalogue}/choices", summary: "Die Auswahlen des Formulars eines Katalogs (Lieferanten, Warengruppen, übergeordnete Einträge)", answer: catalogueChoicesSchema, envelope: "data", access: "editorial", each: "catalogue", tag }),
  // An instruction's steps (decision 0965): read with the instruction (its `steps`); each write names the instruction's loaded version.
  instructionStepCreate: endpoint({ method: "POST", path: "/items/instruction_steps", summary: "Einer Anleitung einen Schritt hinzufügen (am Ende seiner Ebene)", body: instructionStepCreateSchema, answer: instructionStepSchema, envelope: "data", access: "editorial", tag }),
  instructionStepUpdate: endpoint({ method: "PATCH", path: "/items/instruction_steps/:id", summary: "Einen Schritt einer Anleitung ändern oder unter einen anderen stellen", body: instructionStepUpdateSchema, answer: instructionStepSchema, envelope: "data", access: "editorial", tag }),
  instructionStepDelete: endpoint({ method: "DELETE", path: "/items/instruction_steps/:id", summary: "Einen Schritt einer Anleitung mit seinen Unterschritten entfernen", query: instructionStepDeleteQuerySchema, envelope: "empty", access: "editorial", tag }),
  instructionStepSort: endpoint({ method: "POST", path: "/utils/sort/instruction_steps", summary: "Einen Schritt an die Stelle eines Geschwisters verschieben", body: instructionStepSortSchema, envelope: "empty", access: "editorial", tag }),
  catalogueSort: endpoint({ method: "POST", path: "/utils/sort/{catalogue}", summary: "Einen Katalogeintrag an die Stelle eines anderen verschieben (in einem Baum unter Geschwistern)", body: catalogueSortSchema, envelope: "empty", access: "editorial", each: "catalogue", tag }),
};
