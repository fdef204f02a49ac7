/**
 * /account/meine-daten/{id}/download: the export's ZIP streamed from the API, once, for the one who
 * asked, within seven days; otherwise the portal's German "not found" page (decision 0980).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamFile } from "~/.server/file-response";
import { t } from "~/i18n";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const response = await streamFile(request, context, () => context.upstream.call("dataExportDownload", { params: { id: params.id ?? "" } }));
  if (response.status === 404) throw new Response(t("errors.notFound"), { status: 404, statusText: "Not Found" });
  return response;
}
