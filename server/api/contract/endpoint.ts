/**
 * One endpoint of the API as plain data (issue 26): method, path, query, body, answer and the
 * access table's rule that guards it. The API mounts its routes from these entries, the portal's
 * client is one typed function over them, the OpenAPI description and the access matrix are read
 * from them. No database imports here: the contract is what the portal may see.
 */
import type { z } from "zod";
import type { AccessRuleName } from "./access";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * Who may call: nobody in particular ("public"), or a signed-in user for whom the access table's
 * rule holds ("signedIn" is the rule every user meets).
 */
export type EndpointAccess = "public" | AccessRuleName;

/**
 * How the answer is sent:
 * - "data": JSON `{data: answer}` (Directus' envelope; the portal's client unwraps it);
 * - "raw": the answer schema is the whole JSON body (the few calls outside the envelope);
 * - "empty": 204 without a body;
 * - "stream": a file or other non-JSON body, passed on as a Response;
 * - "text": a plain-text body.
 */
export type Envelope = "data" | "raw" | "empty" | "stream" | "text";

export interface Endpoint {
  method: Method;
  /** below /api, in Hono's syntax: `/extranet/news/:id` */
  path: string;
  /** one line for the OpenAPI description */
  summary: string;
  /** the query string's schema (its input type is what the portal passes) */
  query?: z.ZodTypeAny;
  /** the JSON body's schema; "multipart" for streamed uploads */
  body?: z.ZodTypeAny | "multipart";
  /** the answer's schema: the `data` of the envelope, or the whole body with "raw" */
  answer?: z.ZodTypeAny;
  envelope: Envelope;
  access: EndpointAccess;
  /** callable before the terms of use are accepted (reading oneself, accepting) */
  beforeTerms?: boolean;
  /** callable while the company's two-factor requirement is unmet (reading oneself, setting it up; decision 0551) */
  beforeTfa?: boolean;
  /** served from the read cache per user, session and query (cache/cached-read.ts) */
  cached?: boolean;
  /**
   * Served once per name: the path holds `{collection}` (`{gallery}`, `{optOut}`), which the API
   * fills with each described collection (gallery junction, opt-out record) and the portal's call
   * with `params.collection` (…).
   */
  each?: "collection" | "gallery" | "optOut" | "lookup" | "catalogue";
  /** the OpenAPI tag */
  tag: string;
}

/** Keeps an entry's literal types (path, envelope, schemas) for the typed client. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

/** `{ id }` for `/items/contact/:id`, `{ collection, id }` for `/items/{collection}/:id`: the path parameters of a path. */
export type PathParams<P extends string> = P extends `${string}{${infer Each}}${infer Rest}`
  ? { [K in Each | keyof PathParams<Rest>]: string | number }
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name | keyof PathParams<`/${Rest}`>]: string | number }
    : P extends `${string}:${infer Name}`
      ? { [K in Name]: string | number }
      : Record<never, never>;

type Infer<S> = S extends z.ZodTypeAny ? z.infer<S> : never;
type Input<S> = S extends z.ZodTypeAny ? z.input<S> : never;

/** What the portal passes to call `E`. */
export type CallInput<E extends Endpoint> = (keyof PathParams<E["path"]> extends never ? { params?: undefined } : { params: PathParams<E["path"]> }) &
  // A file's query comes as the browser sent it (width, download …); the API checks it.
  (E["query"] extends z.ZodTypeAny ? { query?: Input<E["query"]> | (E["envelope"] extends "stream" ? URLSearchParams : never) } : { query?: undefined }) &
  (E["body"] extends "multipart"
    ? { upload: { body: ReadableStream<Uint8Array>; contentType: string; contentLength: string } }
    : E["body"] extends z.ZodTypeAny
      ? { body: Input<E["body"]> }
      : { body?: undefined }) &
  (E["envelope"] extends "stream" ? { ifNoneMatch?: string | null } : unknown);

/** The call's input as arguments: optional when the entry needs none. */
export type CallArgs<E extends Endpoint> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** What a call of `E` answers the portal. */
export type CallAnswer<E extends Endpoint> = E["envelope"] extends "empty"
  ? void
  : E["envelope"] extends "stream"
    ? Response
    : E["envelope"] extends "text"
      ? string
      : Infer<E["answer"]>;

/** What the API's handler of `E` produces: the answer (the mount wraps it), or a Response of its own for streams. */
export type HandlerAnswer<E extends Endpoint> = E["envelope"] extends "empty"
  ? void
  : E["envelope"] extends "stream"
    ? Response
    : E["envelope"] extends "text"
      ? string
      : Input<E["answer"]>;

/** `/items/{collection}/:id` with `{ collection: "banners", id: 7 }` → `/items/banners/7` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)|\{([A-Za-z_]+)\}/g, (_, colon: string | undefined, brace: string | undefined) => {
    const name = (colon ?? brace)!;
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/** The key of an entry in logs, the access matrix and OpenAPI: `GET /api/items/contact/:id`. */
export function routeKey(entry: Pick<Endpoint, "method" | "path">): string {
  return `${entry.method} /api${entry.path}`;
}
