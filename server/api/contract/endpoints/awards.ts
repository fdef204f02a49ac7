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
  awardRounds: endpoint({ method: "GET", path: "/items/award_rounds", summary: "The Wohnsinnspreis rounds with their categories", answer: z.array(awardRoundSchema), envelope: "data", access: "wohnsinnspreise", tag }),
  awardWinners: endpoint({ method: "GET", path: "/items/award_winners", summary: "The winners of past rounds", answer: z.array(awardWinnerSchema), envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissions: endpoint({ method: "GET", path: "/items/award_submissions", summary: "The own company's entries", answer: z.array(awardSubmissionSchema), envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmission: endpoint({ method: "GET", path: "/items/award_submissions/:id", summary: "An entry of the own company", answer: awardSubmissionSchema, envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissionCreate: endpoint({ method: "POST", path: "/items/award_submissions", summary: "Create an entry (draft or submitted)", body: awardSubmissionCreateSchema, answer: awardSubmissionSchema, envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissionUpdate: endpoint({ method: "PATCH", path: "/items/award_submissions/:id", summary: "Change or submit an entry of the own company", body: awardSubmissionPatchSchema, answer: awardSubmissionSchema, envelope: "data", access: "wohnsinnspreise", tag }),
  awardSubmissionDelete: endpoint({ method: "DELETE", path: "/items/award_submissions/:id", summary: "Withdraw an entry of the own company", envelope: "empty", access: "wohnsinnspreise", tag }),
};
