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

const tag = "Verband: Redaktion";

export const NEWS_ENDPOINTS = {
  editorialNewsList: endpoint({ method: "GET", path: "/extranet/editorial/news", summary: "Alle News mit Status, seitenweise, durchsuchbar", query: newsAdminQuerySchema, answer: newsAdminListSchema, envelope: "data", access: "editorial", cached: true, tag }),
  editorialNewsChoices: endpoint({ method: "GET", path: "/extranet/editorial/news-choices", summary: "Kategorien und Marken für das News-Formular", answer: newsChoicesSchema, envelope: "data", access: "editorial", tag }),
  editorialNewsPreview: endpoint({ method: "GET", path: "/extranet/editorial/news/:id/preview", summary: "Eine News, wie ein Händler oder Lieferant sie lesen würde (auch unveröffentlicht)", query: newsPreviewQuerySchema, answer: newsSchema, envelope: "data", access: "editorial", tag }),
  newsItem: endpoint({ method: "GET", path: "/items/news/:id", summary: "Eine News (Redaktion)", answer: newsItemSchema, envelope: "data", access: "editorial", tag }),
  newsCreate: endpoint({ method: "POST", path: "/items/news", summary: "Eine News anlegen (Entwurf, geplant oder veröffentlicht)", body: newsCreatePayloadSchema, answer: newsItemSchema, envelope: "data", access: "editorial", tag }),
  newsUpdate: endpoint({ method: "PATCH", path: "/items/news/:id", summary: "Eine News ändern, planen, veröffentlichen oder zurückziehen", body: newsUpdatePayloadSchema, answer: newsItemSchema, envelope: "data", access: "editorial", tag }),
  newsDelete: endpoint({ method: "DELETE", path: "/items/news/:id", summary: "Eine News löschen", envelope: "empty", access: "editorial", tag }),
};
