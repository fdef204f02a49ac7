/**
 * Spec §7 "ZR client": the ZR accounts of the caller's company, for users holding ZRCLIENT (spec §6
 * "ZR client data is fetched only with ZRCLIENT"). The ZR system calls it too, with the
 * session_token the portal handed to POST /sam/logon (decision 0900).
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { purchaseVolumeSchema, reportYearQuerySchema, settlementStatisticSchema, zrPermissionsResponseSchema } from "../zr";

const tag = "ZR client";
const reports = "Auswertungen";

export const ZR_ENDPOINTS = {
  // Answered at the top level as success and permissions, not in `{data}`; a query string is refused.
  zrClientPermissions: endpoint({ method: "POST", path: "/extranet/check/zrclient-permissions", summary: "The own company's ZR accounts", query: z.object({}).strict(), answer: zrPermissionsResponseSchema, envelope: "raw", access: "zrClient", tag }),
  // Reports from the settlement data of the caller's company's ZR accounts (issue 30, decision 0566); no ZRCLIENT needed.
  purchaseVolume: endpoint({ method: "GET", path: "/extranet/reports/purchase-volume", summary: "The purchase volume with the association's suppliers, per month and against the previous year", query: reportYearQuerySchema, answer: purchaseVolumeSchema, envelope: "data", access: "purchaseVolume", tag: reports }),
  settlementStatistic: endpoint({ method: "GET", path: "/extranet/reports/settlement-statistic", summary: "The settlement runs per month", query: reportYearQuerySchema, answer: settlementStatisticSchema, envelope: "data", access: "settlementStatistic", tag: reports }),
};
