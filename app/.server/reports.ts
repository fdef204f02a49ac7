/**
 * The reports' loaders (issue 30, decision 0566): the year of the URL (a malformed one is the 400
 * page, decision 0553), then the screen's guard and the API's report together (no waterfall). The
 * screen and its CSV export read through these, so both show the same figures.
 */
import type { AppLoadContext } from "@remix-run/node";
import { guardedLoad } from "~/.server/content";
import { yearParam } from "~/.server/query";

const yearQuery = (request: Request) => {
  const year = yearParam(new URL(request.url));
  return year ? { year } : {};
};

export async function loadPurchaseVolume(request: Request, context: AppLoadContext) {
  const query = yearQuery(request);
  const { data } = await guardedLoad(request, context, "purchaseVolume", () => context.upstream.call("purchaseVolume", { query }));
  return { report: data };
}

export async function loadSettlementStatistic(request: Request, context: AppLoadContext) {
  const query = yearQuery(request);
  const { data } = await guardedLoad(request, context, "settlementStatistic", () => context.upstream.call("settlementStatistic", { query }));
  return { report: data };
}
