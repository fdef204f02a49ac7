/** Form schemas of /Contact-Properties, validated on the server. */
import { z } from "zod";

/** Assign a property to a contact, or remove an assignment. */
export const contactPropertyActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("assign"), contact: z.coerce.number().int().positive(), property: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("remove"), contact: z.coerce.number().int().positive(), link: z.coerce.number().int().positive() }),
]);
