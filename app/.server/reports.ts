/**
 * The reports' loaders (issue 30, decision 0566): the guard of the screen, the year of the URL
 * (validated; a malformed one is the 400 page, decision 0553) and the API's report. The
 * screen and its CSV export read through these, so both show the same figures.
 */
import type { AppLoadContext } from "@remix-run/node";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { badQuery } from "~/.server/query";
import { reportYearOf } from "~/lib/schemas/reports";

async function reportQuery(request: Request, context: AppLoadContext, id: "purchaseVolume" | "settlementStatistic") {
  await requireRoute(request, context, id);
  const { year, invalid } = reportYearOf(new URL(request.url));
  if (invalid) throw badQuery();
  return year ? { year } : {};
}

export async function loadPurchaseVolume(request: Request, context: AppLoadContext) {
  const query = await reportQuery(request, context, "purchaseVolume");
  return { report: await loadOrForbidden(() => context.upstream.call("purchaseVolume", { query })) };
}

export async function loadSettlementStatistic(request: Request, context: AppLoadContext) {
  const query = await reportQuery(request, context, "settlementStatistic");
  return { report: await loadOrForbidden(() => context.upstream.call("settlementStatistic", { query })) };
}
