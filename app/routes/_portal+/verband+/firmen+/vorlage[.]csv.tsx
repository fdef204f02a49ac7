/** /verband/firmen/vorlage.csv: the company import's template (decision 0953): the header row and a sample row. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { importTemplate } from "#contract/member-company-import";
import { requireRoute } from "~/.server/guards";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  // With a BOM, so a spreadsheet opens the umlauts as UTF-8.
  return new Response(`\uFEFF${importTemplate()}`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="firmen-vorlage.csv"', "Cache-Control": "no-store" },
  });
}
