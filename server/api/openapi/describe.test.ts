import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "../contract/endpoint";
import { itemsAnswer, itemsQuerySchema } from "../contract/items";
import { describeApi, openApiPath } from "./describe";

type Node = { id: number; children: Node[] };
const node: z.ZodType<Node> = z.lazy(() => z.object({ id: z.number().int(), children: z.array(node) }));
const item = z.object({ id: z.number().int(), title: z.string(), note: z.string().nullable().optional() });

/** Every kind of entry the table holds, as the areas write them. */
const TABLE = {
  list: endpoint({ method: "GET", path: "/items/{collection}", summary: "Liste", query: itemsQuerySchema, answer: itemsAnswer(item), envelope: "raw", access: "signedIn", each: "collection", tag: "Sammlungen" }),
  update: endpoint({ method: "PATCH", path: "/items/{collection}/:id", summary: "Ändern", body: z.object({ version: z.number().int() }), answer: item, envelope: "data", access: "website", each: "collection", tag: "Sammlungen" }),
  tree: endpoint({ method: "GET", path: "/extranet/tree", summary: "Baum", query: z.object({ depth: z.coerce.number().int().min(1).default(2), q: z.string().optional() }).strict(), answer: z.array(node), envelope: "data", access: "signedIn", tag: "T" }),
  remove: endpoint({ method: "DELETE", path: "/brand-documents/:brandId/document/:id", summary: "Löschen", envelope: "empty", access: "documentReview", tag: "T" }),
  upload: endpoint({ method: "POST", path: "/files", summary: "Hochladen", body: "multipart", answer: z.object({ id: z.string() }), envelope: "data", access: "fileUpload", tag: "T" }),
  file: endpoint({ method: "GET", path: "/assets/:id", summary: "Datei", envelope: "stream", access: "signedIn", tag: "T" }),
  ping: endpoint({ method: "GET", path: "/server/ping", summary: "Ping", envelope: "text", access: "public", tag: "S" }),
};
const EACH = {
  collection: {
    names: ["banners", "events"],
    body: (name: string) => (name === "events" ? z.object({ version: z.number().int(), date: z.string() }) : undefined),
    access: (name: string) => (name === "events" ? ("privateBrands" as const) : undefined),
    // a name's own answer (a described collection's formatted fields' HTML, decision 0530)
    answer: (name: string, entry: { method: string }) => (name === "events" && entry.method === "PATCH" ? item.extend({ text_html: z.string().nullable() }) : undefined),
  },
};

describe("the OpenAPI description of an endpoint table", () => {
  const doc = describeApi(TABLE, EACH);

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
  });

  it("writes Hono's path parameters as OpenAPI's and expands each entry once per name", () => {
    expect(openApiPath("/brand-documents/:brandId/document/:id")).toEqual({ path: "/brand-documents/{brandId}/document/{id}", params: ["brandId", "id"] });
    expect(Object.keys(doc.paths)).toEqual(["/items/banners", "/items/events", "/items/banners/{id}", "/items/events/{id}", "/extranet/tree", "/brand-documents/{brandId}/document/{id}", "/files", "/assets/{id}", "/server/ping"]);
    expect(doc.paths["/items/events/{id}"]!.patch!.operationId).toBe("update_events");
    // the name's own body where the source gives one, else the entry's
    expect(doc.paths["/items/events/{id}"]!.patch!.requestBody!.content["application/json"]!.schema).toMatchObject({ required: ["version", "date"] });
    expect(doc.paths["/items/banners/{id}"]!.patch!.requestBody!.content["application/json"]!.schema).toMatchObject({ required: ["version"] });
    // the name's own answer where the source gives one
    expect(doc.paths["/items/events/{id}"]!.patch!.responses[200]).toMatchObject({ content: { "application/json": { schema: { properties: { data: { required: ["id", "title", "text_html"] } } } } } });
    expect(doc.paths["/items/banners/{id}"]!.patch!.responses[200]).toMatchObject({ content: { "application/json": { schema: { properties: { data: { required: ["id", "title"] } } } } } });
    // and the name's own rule where the source names one (a described collection's, decision 0742)
    expect([doc.paths["/items/events/{id}"]!.patch!["x-access"], doc.paths["/items/banners/{id}"]!.patch!["x-access"]]).toEqual(["privateBrands", "website"]);
    expect(doc.paths["/brand-documents/{brandId}/document/{id}"]!.delete!.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(["path:brandId", "path:id"]);
  });

  it("describes queries, bodies and answers by their schemas, in their envelopes", () => {
    expect(doc.paths["/items/banners"]!.get!.parameters!.map((p) => p.name)).toEqual(["fields", "filter", "sort", "limit", "offset", "search", "meta"]);
    expect(doc.paths["/extranet/tree"]!.get!.parameters).toEqual([
      { name: "depth", in: "query", schema: { type: "integer", minimum: 1, default: 2 } },
      { name: "q", in: "query", schema: { type: "string" } },
    ]);
    // a recursive schema is a component of its own
    expect(doc.paths["/extranet/tree"]!.get!.responses[200]).toMatchObject({
      content: { "application/json": { schema: { required: ["data"], properties: { data: { type: "array", items: { $ref: "#/components/schemas/Recursive1" } } } } } },
    });
    expect(doc.components.schemas.Recursive1).toMatchObject({ properties: { children: { items: { $ref: "#/components/schemas/Recursive1" } } }, additionalProperties: false });
    expect(Object.keys(doc.paths["/server/ping"]!.get!.responses[200]!)).toContain("content");
    expect(doc.paths["/files"]!.post!.requestBody!.content["multipart/form-data"]!.schema).toMatchObject({ required: ["file"] });
    expect(doc.paths["/assets/{id}"]!.get!.responses).toHaveProperty("304");
    expect(doc.paths["/brand-documents/{brandId}/document/{id}"]!.delete!.responses).toHaveProperty("204");
  });

  it("guards every signed-in operation by the bearer scheme, with the error envelope", () => {
    expect(doc.paths["/server/ping"]!.get!.security).toBeUndefined();
    expect(doc.paths["/extranet/tree"]!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths["/extranet/tree"]!.get!.responses).toMatchObject({ 401: { $ref: "#/components/responses/Error401" }, 403: { $ref: "#/components/responses/Error403" } });
    expect(doc.paths["/files"]!.post!.responses).toHaveProperty("413");
    expect(doc.components.responses.Error403!.description).toContain("FORBIDDEN");
  });
});
