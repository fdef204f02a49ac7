/**
 * Help (spec §7 items/instruction; §4 "Instructions are shown only when published"): every
 * signed-in member reads the published instructions; a draft, archived or missing one answers
 * FORBIDDEN.
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { instructionQuerySchema, instructionSchema, instructionSummarySchema } from "../instructions";

const tag = "Help";

export const HELP_ENDPOINTS = {
  instructions: endpoint({ method: "GET", path: "/items/instruction", summary: "The published instructions", query: instructionQuerySchema, answer: z.array(instructionSummarySchema), envelope: "data", access: "signedIn", cached: true, tag }),
  instruction: endpoint({ method: "GET", path: "/items/instruction/:id", summary: "An instruction with its steps", query: instructionQuerySchema, answer: instructionSchema, envelope: "data", access: "signedIn", cached: true, tag }),
};
