/**
 * The Redaktion's news (issue 39, decision 0954): Directus-shaped items/news (a staff token can
 * createItem / updateItem / deleteItem through the Directus SDK), the staff list with search and
 * status filter, the form's choices and the preview as a partner user type. Rule `editorial`.
 */
import { endpoint } from "../endpoint";
import { newsSchema } from "../content";
import {
  newsAdminListSchema,
  newsAdminQuerySchema,
  newsChoicesSchema,
  newsCreatePayloadSchema,
  newsItemSchema,
  newsPreviewQuerySchema,
  newsUpdatePayloadSchema,
} from "../entities/news";

const tag = "Association: editorial";

export const NEWS_ENDPOINTS = {
  editorialNewsList: endpoint({ method: "GET", path: "/extranet/editorial/news", summary: "All news with their status, paged, searchable", query: newsAdminQuerySchema, answer: newsAdminListSchema, envelope: "data", access: "editorial", cached: true, tag }),
  editorialNewsChoices: endpoint({ method: "GET", path: "/extranet/editorial/news-choices", summary: "Categories and brands for the news form", answer: newsChoicesSchema, envelope: "data", access: "editorial", tag }),
  editorialNewsPreview: endpoint({ method: "GET", path: "/extranet/editorial/news/:id/preview", summary: "A news item as a retailer or supplier would read it (unpublished too)", query: newsPreviewQuerySchema, answer: newsSchema, envelope: "data", access: "editorial", tag }),
  newsItem: endpoint({ method: "GET", path: "/items/news/:id", summary: "A news item (editorial)", answer: newsItemSchema, envelope: "data", access: "editorial", tag }),
  newsCreate: endpoint({ method: "POST", path: "/items/news", summary: "Create a news item (draft, scheduled or published)", body: newsCreatePayloadSchema, answer: newsItemSchema, envelope: "data", access: "editorial", tag }),
  newsUpdate: endpoint({ method: "PATCH", path: "/items/news/:id", summary: "Change, schedule, publish or withdraw a news item", body: newsUpdatePayloadSchema, answer: newsItemSchema, envelope: "data", access: "editorial", tag }),
  newsDelete: endpoint({ method: "DELETE", path: "/items/news/:id", summary: "Delete a news item", envelope: "empty", access: "editorial", tag }),
};
