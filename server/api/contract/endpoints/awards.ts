/**
 * The Wohnsinnspreis (decision 0920): rounds, the caller's company's entries, the winners. Page
 * permission WOHNSINNSPREISE on every entry; another company's entry answers FORBIDDEN. No read
 * cache: the answers depend on the API's clock (window state, editable), not only on writes.
 */
import { z } from "zod";
import { awardRoundSchema, awardSubmissionCreateSchema, awardSubmissionPatchSchema, awardSubmissionSchema, awardWinnerSchema } from "../awards";
import { endpoint } from "../endpoint";

const tag = "Wohnsinnspreis";

export const AWARDS_ENDPOINTS = {
  awardRounds: endpoint({ method: "GET", path: "/items/award_rounds", summary: "Die Runden des Wohnsinnspreises mit ihren Kategorien", answer: z.array(awardRoundSchema), envelope: "data", access: "wohnsinnspreise", tag }),
  awardWinners: endpoint({ method: "GET", path: "/items/award_winners", summary: "Die Gewinner der vergangenen Runden", answer: z.array(awardWinnerSchema), envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissions: endpoint({ method: "GET", path: "/items/award_submissions", summary: "Die Beiträge der eigenen Firma", answer: z.array(awardSubmissionSchema), envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmission: endpoint({ method: "GET", path: "/items/award_submissions/:id", summary: "Ein Beitrag der eigenen Firma", answer: awardSubmissionSchema, envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissionCreate: endpoint({ method: "POST", path: "/items/award_submissions", summary: "Einen Beitrag anlegen (Entwurf oder eingereicht)", body: awardSubmissionCreateSchema, answer: awardSubmissionSchema, envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissionUpdate: endpoint({ method: "PATCH", path: "/items/award_submissions/:id", summary: "Einen Beitrag der eigenen Firma ändern oder einreichen", body: awardSubmissionPatchSchema, answer: awardSubmissionSchema, envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissionDelete: endpoint({ method: "DELETE", path: "/items/award_submissions/:id", summary: "Einen Beitrag der eigenen Firma zurückziehen", envelope: "empty", access: "wohnsinnspreise", tag }),
};
