/**
 * POST /rich-text-preview: the live preview of a formatted text (decision 0530) — the toolbar
 * sends what is typed, the answer is its sanitized HTML, rendered by the same renderer as the
 * API's `<field>_html`, so no parser has to come to the browser. Signed-in users only; it reads
 * and writes nothing.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/.server/guards";
import { renderRichText } from "#contract/rich-text";

/** The longest formatted field (the privacy text) */
const MAX_LENGTH = 30_000;

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const text = (await request.formData()).get("text");
  if (typeof text !== "string" || text.length > MAX_LENGTH) return Response.json({ html: "" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  return Response.json({ html: renderRichText(text) }, { headers: { "Cache-Control": "no-store" } });
}
