/**
 * Checks an answer of the API against its OpenAPI description (server/api/openapi/describe.ts,
 * issue 26): every JSON answer the contract suite receives through `t.request` (fixture.ts) —
 * a 2xx against the matched operation's response schema, a 4xx or 5xx against the error
 * envelope. A mismatch throws, naming the route and Ajv's errors, so the test fails.
 *
 * Routes are matched as OpenAPI matches them: the request's method and path against the
 * description's paths, a concrete path before a templated one (the table keeps that order, and
 * the API answers by the earlier entry).
 * Only the endpoint table is described: a route still wired by hand (not yet moved into the
 * table) matches no operation, and its 2xx answers are not checked; its errors still are, the
 * envelope is the whole API's.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { answerObjectOf } from "../../server/api/contract/answer";
import { ENDPOINTS } from "../../server/api/contract/endpoints/index";
import { EACH_SOURCES } from "../../server/api/handlers";
import { ERROR_SCHEMA_REF, openApiDocument, type OpenApiDocument, type OpenApiMethod, type OpenApiOperation } from "../../server/api/openapi/describe";

const DOC_ID = "urn:partnerportal:oas";
const METHODS = new Set<string>(["get", "post", "patch", "delete"]);

interface Route {
  method: OpenApiMethod;
  path: string;
  pattern: RegExp;
  operation: OpenApiOperation;
}

/** A JSON pointer into the document as a URI fragment. */
const pointer = (...parts: string[]) => `${DOC_ID}#/${parts.map((p) => encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/")}`;

/** `required` lists taken out everywhere (a property called "required" is a schema, not a list). */
function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === "required" && Array.isArray(value)))
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
}

/** Ajv over the whole document (JSON Schema 2020-12, OpenAPI 3.1's dialect): a schema is compiled by its pointer, on first use. */
function validatorsOf(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // The document's own members: known to Ajv as words without meaning, so that it takes the
  // whole document as one schema resource and every `#/components/…` resolves in it.
  for (const keyword of Object.keys(doc)) if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  ajv.addSchema(doc, DOC_ID);
  const compiled = new Map<string, ValidateFunction>();
  return (ref: string): ValidateFunction => {
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };
}

let checker: ReturnType<typeof createChecker> | undefined;

function createChecker() {
  const doc = openApiDocument(ENDPOINTS, EACH_SOURCES);
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
    for (const [method, operation] of Object.entries(item)) if (METHODS.has(method)) routes.push({ method: method as OpenApiMethod, path, pattern, operation });
  }
  const strict = validatorsOf(doc);
  // An items list asked with `fields` holds only the fields asked for: its items are checked
  // without required-ness (the types and unknown keys still are).
  const partial = validatorsOf(withoutRequired(doc) as OpenApiDocument);
  return { doc, routes, strict, partial };
}

/** The description's operation of a request, or undefined where the route is not described (yet). */
export function describedRoute(method: string, pathname: string): Route | undefined {
  checker ??= createChecker();
  const path = pathname.replace(/^\/api(?=\/|$)/, "") || "/";
  const matching = checker.routes.filter((r) => r.method === method.toLowerCase() && r.pattern.test(path));
  // OpenAPI's rule, which the table keeps by its order (the earlier entry answers): a concrete
  // path before a templated one (`/users/me` before `/users/{id}`).
  return matching.sort((a, b) => templated(a.path) - templated(b.path))[0];
}

const templated = (path: string) => path.split("{").length - 1;

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 30)
    .map((e) => `  ${e.instancePath || "(root)"} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
    .join("\n");

/** The JSON the answer carries over the wire: an in-process answer object as JSON would write it. */
async function jsonOf(res: Response): Promise<unknown> {
  const object = answerObjectOf(res);
  // The object's own body stays untouched: the caller may take the object (contract/answer.ts).
  const text = object ? JSON.stringify(object.value) : await res.clone().text();
  return text === undefined ? undefined : JSON.parse(text);
}

/** Throws when `res` does not match the description of `method` `url`. */
export async function checkAnswer(method: string, url: string, res: Response): Promise<void> {
  checker ??= createChecker();
  const { pathname, searchParams } = new URL(url, "http://internal");
  const key = `${method} ${pathname} → ${res.status}`;
  const contentType = res.headers.get("content-type") ?? "";
  const isJson = /^application\/json\b/.test(contentType);
  const route = describedRoute(method, pathname);
  if (route && res.status < 400) {
    const response = route.operation.responses[String(res.status)];
    if (!response) throw new Error(`${key}: ${route.operation.operationId} describes no ${res.status} answer`);
    if ("$ref" in response) throw new Error(`${key}: ${route.operation.operationId} describes ${res.status} as an error`);
    const types = Object.keys(response.content ?? {});
    if (types.length === 0 && res.body !== null && contentType !== "") throw new Error(`${key}: ${route.operation.operationId} describes no body, the answer has ${contentType}`);
    if (types.length > 0 && !types.some((type) => type === "*/*" || contentType.startsWith(type))) throw new Error(`${key}: ${route.operation.operationId} answers ${types.join(", ")}, not ${contentType}`);
  }
  if (!isJson || res.status === 204 || res.status === 304) return;
  let ref: string;
  if (res.status >= 400) ref = `${DOC_ID}${ERROR_SCHEMA_REF}`;
  else if (route) ref = pointer("paths", route.path, route.method, "responses", String(res.status), "content", "application/json", "schema");
  else return;
  let body: unknown;
  try {
    body = await jsonOf(res);
  } catch (error) {
    throw new Error(`${key}: the answer is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const validate = (searchParams.has("fields") ? checker.partial : checker.strict)(ref);
  if (!validate(body)) {
    const operation = route ? `${route.operation.operationId} (${route.method.toUpperCase()} ${route.path})` : "";
    const what = res.status >= 400 ? `the error envelope${operation && ` of ${operation}`}` : operation;
    throw new Error(`${key}: the answer does not match ${what}:\n${describeErrors(validate.errors)}`);
  }
}
