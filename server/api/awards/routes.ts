/**
 * items/award_rounds, items/award_winners, items/award_submissions[/{id}] (decision 0920): page
 * permission WOHNSINNSPREISE on every route, the caller's company on every entry. No read cache:
 * the answers depend on the API's clock (window state, editable), not only on writes.
 */
import { Hono } from "hono";
import { requireAuth } from "../auth/middleware";
import { awardSubmissionCreateSchema, awardSubmissionPatchSchema } from "../contract/awards";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { PAGE_RULES, requirePage } from "../http/page-access";
import { parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import { createSubmission, deleteSubmission, findOwnSubmission, listOwnSubmissions, listRounds, listWinners, updateSubmission } from "./service";

function idOf(raw: string): number {
  const id = parseId.integer(raw);
  if (id === undefined) throw forbidden();
  return id;
}

export function awardRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const guard = [requireAuth(ctx), requirePage(PAGE_RULES.awards)] as const;
  const app = new Hono<ApiEnv>();
  app.get("/items/award_rounds", ...guard, validate("query", noQuery), async (c) => c.json({ data: await listRounds(db, ctx.awardNow()) }));
  app.get("/items/award_winners", ...guard, validate("query", noQuery), async (c) => c.json({ data: await listWinners(db) }));
  app.get("/items/award_submissions", ...guard, validate("query", noQuery), async (c) => c.json({ data: await listOwnSubmissions(db, c.get("auth"), ctx.awardNow()) }));
  app.get("/items/award_submissions/:id", ...guard, validate("query", noQuery), async (c) =>
    c.json({ data: await findOwnSubmission(db, c.get("auth"), idOf(c.req.param("id")), ctx.awardNow()) }),
  );
  app.post("/items/award_submissions", ...guard, validate("json", awardSubmissionCreateSchema), async (c) =>
    c.json({ data: await createSubmission(ctx, c.get("auth"), c.req.valid("json")) }),
  );
  app.patch("/items/award_submissions/:id", ...guard, validate("json", awardSubmissionPatchSchema), async (c) =>
    c.json({ data: await updateSubmission(ctx, c.get("auth"), idOf(c.req.param("id")), c.req.valid("json")) }),
  );
  app.delete("/items/award_submissions/:id", ...guard, async (c) => {
    await deleteSubmission(ctx, c.get("auth"), idOf(c.req.param("id")));
    return c.body(null, 204);
  });
  return app;
}
