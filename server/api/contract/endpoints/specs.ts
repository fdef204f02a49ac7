/** The API's own description (issue 26): the OpenAPI document, where Directus serves its own. */
import { z } from "zod";
import { endpoint } from "../endpoint";

/** An OpenAPI 3.1 document; its own structure is checked by an OpenAPI validator (tests/api/openapi.test.ts). */
const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).passthrough(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.record(z.string(), z.unknown()),
  })
  .passthrough();

export const SPECS_ENDPOINTS = {
  openApi: endpoint({ method: "GET", path: "/server/specs/oas", summary: "The OpenAPI 3.1 description of this API", answer: openApiDocumentSchema, envelope: "raw", access: "public", tag: "Server" }),
};
