/**
 * The work of the Redaktion's news endpoints (contract/endpoints/news.ts); the mount has checked
 * sign-in, the rule `editorial`, the query and the body. Unknown and malformed ids are FORBIDDEN.
 */
import type { NEWS_ENDPOINTS } from "../contract/endpoints/news";
import type { ApiContext } from "../deps";
import { forbidden } from "../http/errors";
import type { Handlers } from "../http/mount";
import { parseId } from "../http/scope";
import { createNews, deleteNews, findEditorialNews, listEditorialNews, newsChoices, previewNews, updateNews } from "./service";

const idOf = (raw: string | undefined): number => {
  const id = parseId.integer(raw ?? "");
  if (!id) throw forbidden();
  return id;
};

export function newsHandlers(ctx: ApiContext): Handlers<typeof NEWS_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    editorialNewsList: ({ query }) => listEditorialNews(db, { ...query, search: query.search || undefined }),
    editorialNewsChoices: () => newsChoices(db),
    editorialNewsPreview: ({ auth, params, query }) => previewNews(db, auth, idOf(params.id), query.user_type),
    newsItem: async ({ params }) => (await findEditorialNews(db, idOf(params.id))) ?? Promise.reject(forbidden()),
    newsCreate: ({ auth, body }) => createNews(ctx, auth, body),
    newsUpdate: ({ auth, params, body }) => updateNews(ctx, auth, idOf(params.id), body),
    newsDelete: ({ auth, params }) => deleteNews(ctx, auth, idOf(params.id)),
  };
}
