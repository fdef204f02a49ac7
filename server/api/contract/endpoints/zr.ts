/**
 * Spec §7 "ZR client": the ZR accounts of the caller's company, for users holding ZRCLIENT (spec §6
 * "ZR client data is fetched only with ZRCLIENT"). The ZR system calls it too, with the
 * session_token the portal handed to POST /sam/logon (decision 0900).
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { zrPermissionsResponseSchema } from "../zr";

const tag = "ZR-Client";

export const ZR_ENDPOINTS = {
  // Answered at the top level as success and permissions, not in `{data}`; a query string is refused.
  zrClientPermissions: endpoint({ method: "POST", path: "/extranet/check/zrclient-permissions", summary: "Die ZR-Konten der eigenen Firma", query: z.object({}).strict(), answer: zrPermissionsResponseSchema, envelope: "raw", access: "zrClient", tag }),
};
