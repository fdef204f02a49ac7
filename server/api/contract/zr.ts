/**
 * The central-settlement (ZR) client contract (spec §3 "ZR client permission entry", §7 "ZR client"):
 * what POST extranet/check/zrclient-permissions answers and what POST /sam/logon answers.
 * The portal parses both with these schemas, the embedded API and the ZR-Simulator produce them.
 */
import { z } from "zod";

export const zrPermissionEntrySchema = z.object({
  accid: z.string().min(1).max(64),
  federation: z.string(),
  brand_name: z.string(),
  sort: z.number().int(),
  tabName: z.string(),
});
export type ZrPermissionEntry = z.infer<typeof zrPermissionEntrySchema>;

export const zrPermissionsResponseSchema = z.object({
  success: z.boolean(),
  permissions: z.array(zrPermissionEntrySchema),
});

/** POST /sam/logon, form-encoded like the original system expects (session_token, accid, stay=1). */
export const zrLogonRequestSchema = z.object({
  session_token: z.string().min(1).max(4096),
  accid: z.string().min(1).max(64),
  stay: z.literal("1").optional(),
});

export const zrLogonResponseSchema = z.object({ apiSession: z.string().min(16).max(256) });
