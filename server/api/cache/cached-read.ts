/**
 * A GET route's answer served from the read cache (./read-cache.ts), per signed-in user, session
 * and query: the layout's calls (users/me, notifications) and the content lists repeat on every
 * page a user opens, and only a write (which forgets everything) or the bounded lifetime changes
 * them. The answer object itself is kept, frozen, and handed to every request that asks (in the
 * same process without any JSON in between, contract/answer.ts). Only 200 answers are kept. A
 * caller whose own write this instance has not heard of yet (X-Change-Seq, decision 0521) is
 * answered from the database.
 */
import { createMiddleware } from "hono/factory";
import { answerObjectOf, deepFreeze, objectResponse } from "../contract/answer";
import { CHANGE_SEQ_HEADER, parseChangeSeq } from "../contract/change-seq";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";

/** How long a content answer may be served: it holds "upcoming" and "published" cut-offs. */
const CONTENT_TTL_MS = 30_000;
const NOT_CACHEABLE = Symbol("not cacheable");

export function cachedAnswer(ctx: ApiContext) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const auth = c.get("auth");
    const url = new URL(c.req.url);
    const key = `${auth.user.id} ${auth.sessionId} ${url.pathname}${url.search}`;
    let ranHere = false;
    const answer = await ctx.readCache
      .get(
        key,
        async () => {
          ranHere = true;
          await next();
          const made = c.res.status === 200 ? answerObjectOf(c.res) : undefined;
          if (!made) throw NOT_CACHEABLE;
          return deepFreeze(made.value);
        },
        { ttlMs: CONTENT_TTL_MS, changeSeq: parseChangeSeq(c.req.header(CHANGE_SEQ_HEADER)) },
      )
      .catch((error: unknown) => {
        if (error === NOT_CACHEABLE) return NOT_CACHEABLE;
        throw error;
      });
    if (ranHere) return;
    // Someone else's load for the same key failed: answer for ourselves.
    if (answer === NOT_CACHEABLE) return next();
    return objectResponse(answer, { headers: { "Cache-Control": "no-store" } });
  });
}

