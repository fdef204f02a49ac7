/** /verband/dokumente/{id}/file: the current file of one of the association's documents, for the Redaktion (decision 0958). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileQuery, streamFile } from "~/.server/file-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const query = fileQuery(new URL(request.url), ["download"]);
  return streamFile(request, context, () => context.upstream.call("associationDocumentFile", { params: { id: params.id ?? "" }, query, ifNoneMatch: request.headers.get("if-none-match") }));
}
