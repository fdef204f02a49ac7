/**
 * The API's OpenAPI 3.1 description (issue 26, decision 0528): served at GET
 * /api/server/specs/oas, valid by a maintained OpenAPI validator, holding every route of the
 * endpoint table, and good for a typed client (openapi-typescript + openapi-fetch) that compiles
 * and makes a signed-in call. That every answer of the contract suite matches it is checked by
 * the fixture (answer-check.ts); here a mismatch is shown to fail.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import createClient from "openapi-fetch";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app";
import { objectResponse } from "../../server/api/contract/answer";
import type { Endpoint } from "../../server/api/contract/endpoint";
import { ENDPOINTS } from "../../server/api/contract/endpoints/index";
import { EACH_SOURCES } from "../../server/api/handlers";
import { openApiPath, type OpenApiDocument } from "../../server/api/openapi/describe";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { checkAnswer, describedRoute } from "./answer-check";
import { dataOf, useTestApi } from "./fixture";

const t = useTestApi();

async function servedDocument(): Promise<OpenApiDocument> {
  const res = await t.request("GET", "/api/server/specs/oas");
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

describe("the OpenAPI description", () => {
  it("is served without signing in and is a valid OpenAPI 3.1 document", async () => {
    const doc = await servedDocument();
    expect(doc.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every route of the endpoint table, each entry once per name", async () => {
    const doc = await servedDocument();
    const expected = Object.entries(ENDPOINTS as Record<string, Endpoint>).flatMap(([name, entry]) => {
      const names: readonly string[] = entry.each ? EACH_SOURCES[entry.each]!.names : [""];
      return names.map((one) => ({
        key: `${entry.method.toLowerCase()} ${openApiPath(entry.each ? entry.path.replace(`{${entry.each}}`, one) : entry.path).path}`,
        operationId: entry.each ? `${name}_${one}` : name,
        secured: entry.access !== "public",
      }));
    });
    const described = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method} ${p}`, operationId: operation.operationId, secured: operation.security !== undefined })));
    expect(described.length).toBe(expected.length);
    expect(described.sort((a, b) => a.key.localeCompare(b.key))).toEqual(expected.sort((a, b) => a.key.localeCompare(b.key)));
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
    // the error envelope is every operation's default answer
    for (const item of Object.values(doc.paths)) for (const operation of Object.values(item)) expect(operation.responses.default).toEqual({ $ref: "#/components/responses/Error" });
  });

  it("matches a request to its operation by method and path", () => {
    expect(describedRoute("GET", "/api/extranet/brand")?.operation.operationId).toBe("brandList");
    expect(describedRoute("GET", "/api/extranet/brand/7")?.operation.operationId).toBe("brand");
    expect(describedRoute("PATCH", "/api/items/calendar_registrations/3")?.operation.operationId).toBe("calendarRegistrationUpdate");
    expect(describedRoute("DELETE", "/api/items/calendar_registrations/3")).toBeUndefined();
    expect(describedRoute("GET", "/api/extranet/brand/7/extra")).toBeUndefined();
  });

  it("fails an answer that does not match its schema", async () => {
    const notifications = objectResponse({ data: { seen_at: null, important_news: [], documents: [{ id: "7", link: "/x", name: "Preisliste", uploaded_on: "2026-03-01" }] } });
    await expect(checkAnswer("GET", "/api/extranet/notifications", notifications)).rejects.toThrow(/notifications .*\/data\/documents\/0\/id must be integer/s);
    const extraKey = objectResponse({ data: { seen_at: null, important_news: [], documents: [], review_decisions: [], password: "secret" } });
    await expect(checkAnswer("GET", "/api/extranet/notifications", extraKey)).rejects.toThrow(/must NOT have additional properties/);
    const error = Response.json({ errors: [{ message: "nope" }] }, { status: 403 });
    await expect(checkAnswer("GET", "/api/extranet/notifications", error)).rejects.toThrow(/error envelope/);
  });
});

/** What client.ts below exports (it is compiled on its own, from the generated types). */
interface GeneratedClient {
  notifications(create: typeof createClient, baseUrl: string, token: string, fetch: (request: Request) => Promise<Response>): Promise<{ documents: { id: number; name: string }[]; seenAt: string | null }>;
}

describe("a typed client generated from the description", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "partnerportal-oas-client-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // The description and the compiler are the same whatever the database: compiled in the PGlite pass only.
  it.skipIf(process.env.DATABASE_URL)("compiles and makes a signed-in call", async () => {
    const doc = await servedDocument();
    writeFileSync(path.join(dir, "api.d.ts"), astToString(await openapiTS(doc as unknown as OpenAPI3)));
    // The client's folder resolves openapi-fetch (types and code) from this project's packages.
    symlinkSync(fileURLToPath(new URL("../../node_modules", import.meta.url)), path.join(dir, "node_modules"), "dir");
    const clientFile = path.join(dir, "client.ts");
    writeFileSync(
      clientFile,
      `import type createClient from "openapi-fetch";
import type { paths } from "./api";

/** The unread notifications of the token's user, through the generated types. */
export async function notifications(create: typeof createClient, baseUrl: string, token: string, fetch: (request: Request) => Promise<Response>) {
  const client = create<paths>({ baseUrl, fetch });
  const { data, error, response } = await client.GET("/extranet/notifications", { headers: { Authorization: \`Bearer \${token}\` } });
  if (error !== undefined) throw new Error(\`\${response.status}: \${error.errors[0]?.extensions.code ?? "?"}\`);
  const documents: { id: number; name: string }[] = data.data.documents;
  const seenAt: string | null = data.data.seen_at;
  // @ts-expect-error a path the API does not serve
  void client.GET("/extranet/nowhere");
  return { documents, seenAt };
}
`,
    );
    const program = ts.createProgram([clientFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);

    const client = (await import(/* @vite-ignore */ pathToFileURL(clientFile).href)) as GeneratedClient;
    const { access_token } = await t.login(DEMO_USERS.haendler.email);
    const api = createApi(t.deps);
    const answer = await client.notifications(createClient, "http://internal/api", access_token, async (request) => {
      const res = await api.fetch(request);
      await checkAnswer(request.method, request.url, res);
      return res;
    });
    const direct = await dataOf<{ documents: { id: number }[]; seen_at: string | null }>(await t.request("GET", "/api/extranet/notifications", { token: access_token }));
    expect(answer.documents.map((d) => d.id)).toEqual(direct.documents.map((d) => d.id));
    expect(answer.seenAt).toBe(direct.seen_at);
    // Signed out, the generated client gets the error envelope.
    await expect(client.notifications(createClient, "http://internal/api", "not-a-token", async (request) => api.fetch(request))).rejects.toThrow(/^401: INVALID_TOKEN$/);
  });
});
