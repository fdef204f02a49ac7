/** /verband/dokumente/{id}/versions/{version}/file: an earlier version's file, for the Redaktion (decisions 0541, 0958). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileQuery, streamFile } from "~/.server/file-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const query = fileQuery(new URL(request.url), ["download"]);
  return streamFile(request, context, () =>
    context.upstream.call("associationDocumentVersionFile", { params: { id: params.id ?? "", version: params.version ?? "" }, query, ifNoneMatch: request.headers.get("if-none-match") }),
  );
}
