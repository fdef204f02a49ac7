/**
 * Mounts the contract's endpoint table (contract/endpoints): one route per entry, in the table's
 * order, each with the same steps — sign-in check and the access table's rule, query and body
 * validation, the read cache where the entry asks for it, the area's handler, and the answer in
 * the entry's envelope. A handler only does its entry's work; nothing else is wired per route.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { requireAuth } from "../auth/middleware";
import type { AuthContext } from "../auth/sessions";
import { cachedAnswer } from "../cache/cached-read";
import { access, type AccessRuleName } from "../contract/access";
import { objectResponse } from "../contract/answer";
import type { Endpoint, EndpointAccess, HandlerAnswer } from "../contract/endpoint";
import { subjectOf } from "../auth/subject";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "./env";
import { forbidden } from "./errors";
import { noQuery, validate } from "./validate";

type Parsed<S> = S extends z.ZodTypeAny ? z.infer<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  c: Context<ApiEnv>;
  /** the caller; only public entries have none */
  auth: E["access"] extends "public" ? AuthContext | undefined : AuthContext;
  /** path parameters as written (ids are parsed by the handler: a malformed one is FORBIDDEN) */
  params: Record<string, string>;
  query: Parsed<E["query"]>;
  body: E["body"] extends z.ZodTypeAny ? z.infer<E["body"]> : undefined;
  /** with `each`: the name the entry was mounted for (a described collection, a gallery junction …) */
  each: string;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>;
export type Handlers<T extends Record<string, Endpoint>> = { [K in keyof T]: Handler<T[K]> };

/** For `each` entries: the names to mount for, and a body schema per name where the entry's is generic (undefined: the entry's own). */
export interface EachSource {
  names: readonly string[];
  body?: (name: string, entry: Endpoint) => z.ZodTypeAny | undefined;
  /** a name's own answer schema where the entry's is generic (a described collection's formatted fields); described, not enforced */
  answer?: (name: string, entry: Endpoint) => z.ZodTypeAny | undefined;
  /** a name's own rule where it is narrower than the entry's (a described collection's, decision 0742); undefined: the entry's */
  access?: (name: string) => AccessRuleName | undefined;
}

/** The rule a route of `entry`, mounted for `name` of `source`, checks: the name's own where it has one. */
export function accessOf(entry: Endpoint, source: EachSource | undefined, name: string): EndpointAccess {
  return entry.access === "public" ? "public" : (source?.access?.(name) ?? entry.access);
}


const requireRule = (rule: AccessRuleName): MiddlewareHandler<ApiEnv> => {
  const holds = access[rule];
  return async (c, next) => {
    if (!holds(subjectOf(c.get("auth")))) throw forbidden();
    await next();
  };
};

export function mountEndpoints<T extends Record<string, Endpoint>>(
  api: Hono<ApiEnv>,
  ctx: ApiContext,
  table: T,
  handlers: Handlers<T>,
  each: Partial<Record<NonNullable<Endpoint["each"]>, EachSource>> = {},
): void {
  // One guard per combination of the gates an entry may be called before (terms, two-factor setup).
  const guards = new Map<string, MiddlewareHandler<ApiEnv>>();
  const guardOf = (entry: Endpoint) => {
    const gates = { beforeTerms: entry.beforeTerms ?? false, beforeTfa: entry.beforeTfa ?? false };
    const key = `${gates.beforeTerms}/${gates.beforeTfa}`;
    let guard = guards.get(key);
    if (!guard) guards.set(key, (guard = requireAuth(ctx, gates)));
    return guard;
  };
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const entry = table[name]!;
    const handler = handlers[name] as Handler<Endpoint>;
    const sources = entry.each ? each[entry.each] : undefined;
    if (entry.each && !sources) throw new Error(`${name}: no names to mount "${entry.each}" for`);
    for (const one of sources?.names ?? [""]) {
      const path = entry.each ? entry.path.replace(`{${entry.each}}`, one) : entry.path;
      const steps: MiddlewareHandler<ApiEnv>[] = [named(name)];
      const rule = accessOf(entry, sources, one);
      if (rule !== "public") steps.push(guardOf(entry), requireRule(rule));
      // A read without a query schema takes no parameters: anything given is reported rather than ignored.
      if (entry.query) steps.push(asStep(validate("query", entry.query)));
      else if (entry.method === "GET" && entry.envelope !== "stream") steps.push(asStep(validate("query", noQuery)));
      const body = entry.body === "multipart" ? undefined : (sources?.body?.(one, entry) ?? entry.body);
      if (body) steps.push(asStep(validate("json", body)));
      if (entry.cached && !ctx.uncachedEndpoints?.includes(name)) steps.push(cachedAnswer(ctx));
      steps.push(async (c) => {
        const answer = await handler({
          c,
          auth: c.get("auth"),
          params: c.req.param() as Record<string, string>,
          query: (entry.query ? c.req.valid("query" as never) : undefined) as never,
          body: (body ? c.req.valid("json" as never) : undefined) as never,
          each: one,
        });
        return respond(c, entry, answer);
      });
      api.on(entry.method, path, ...(steps as [MiddlewareHandler<ApiEnv>]));
    }
  }
}

/** Names the route for the metrics (app.ts), before any step may refuse the call. */
const named =
  (name: string): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    c.set("endpoint", name);
    await next();
  };

// The validators are typed for their own input; here they are steps of a route like any other.
const asStep = (middleware: unknown) => middleware as MiddlewareHandler<ApiEnv>;

// API answers carry per-user data (app.ts sets the same on every other answer).
const ANSWER_INIT = { headers: { "Cache-Control": "no-store" } };

function respond(c: Context<ApiEnv>, entry: Endpoint, answer: unknown): Response {
  switch (entry.envelope) {
    case "empty":
      return c.body(null, 204);
    case "stream":
      return answer as Response;
    case "text":
      return c.text(answer as string);
    case "data":
      return objectResponse({ data: answer }, ANSWER_INIT);
    case "raw":
      return objectResponse(answer, ANSWER_INIT);
  }
}
