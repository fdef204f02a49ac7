/** The work of the description endpoint (contract/endpoints/specs.ts): the OpenAPI document of the whole table. */
import type { Endpoint } from "../contract/endpoint";
import type { SPECS_ENDPOINTS } from "../contract/endpoints/specs";
import type { EachSource, Handlers } from "../http/mount";
import { openApiDocument } from "./describe";

/** `table` and `each` are the API's whole endpoint table and its `each` names (handlers.ts passes them: they import this module). */
export function specsHandlers(table: Record<string, Endpoint>, each: Partial<Record<NonNullable<Endpoint["each"]>, EachSource>>): Handlers<typeof SPECS_ENDPOINTS> {
  return {
    openApi: () => openApiDocument(table, each),
  };
}
