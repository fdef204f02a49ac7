/** items/instruction (spec §3 Instruction, §7): published instructions with nested steps. */
import { z } from "zod";
import { CONTENT_STATUSES } from "./values";

export interface InstructionStep {
  id: number;
  title: string;
  text: string;
  /** file id, shown through assets/{id} */
  image: string | null;
  image_alt: string | null;
  children: InstructionStep[];
}

export const instructionStepSchema: z.ZodType<InstructionStep> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    image: z.string().uuid().nullable(),
    image_alt: z.string().nullable(),
    children: z.array(instructionStepSchema),
  }),
);

export const instructionSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  title: z.string(),
  summary: z.string(),
  screens: z.array(z.string()),
});
export type InstructionSummary = z.infer<typeof instructionSummarySchema>;

export const instructionSchema = instructionSummarySchema.extend({ steps: z.array(instructionStepSchema) });
export type Instruction = z.infer<typeof instructionSchema>;

/** What the portal sends: optional Directus field and sort lists, the status filter it may repeat. */
export const instructionQuerySchema = z
  .object({ fields: z.string().max(500).optional(), sort: z.string().max(100).optional(), "filter[status][_eq]": z.literal("published").optional() })
  .strict();
