/**
 * GET /search-index: the header search's index as compact JSON for the browser, which fetches it
 * once per session (app/lib/search/client-index.ts). The API holds only the areas the user may open.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { rethrowUpstream } from "~/.server/content";
import { forbidden, requireUser } from "~/.server/guards";
import { accessSubjectOf } from "~/lib/access";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // Spec §6: a multi-user account has no search.
  if (accessSubjectOf(user).multiUser) throw forbidden();
  const index = await context.upstream.searchIndex().catch((error: unknown) => rethrowUpstream(request, context, error));
  return new Response(JSON.stringify(index), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
