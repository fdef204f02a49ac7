/**
 * /files/upload — the portal's target of every upload form (resource route, action only): images
 * of the edit screens and, with ?kind=document, documents for review.
 * The multipart body streams through to the API's POST /files unparsed; the Express layer has
 * already refused anything over the upload limit from its Content-Length. Answers are redirects
 * back to `returnTo` with the result in the URL (see components/editing/image-upload.tsx).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { uploadRefusal } from "~/.server/upload-refusal";
import { loadOrForbidden } from "~/.server/editing";
import { requireUser } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";
import { UPLOAD_PARAMS } from "~/components/editing/image-upload";
import { registerShell } from "~/locales/de/shell";

registerShell();

const decisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), id: z.string().uuid() }),
  z.object({ intent: z.literal("use-existing"), id: z.string().uuid(), existing: z.string().uuid() }),
  z.object({ intent: z.literal("discard"), id: z.string().uuid() }),
]);

function back(returnTo: string, params: Record<string, string>): string {
  const url = new URL(returnTo, "http://portal.invalid");
  for (const name of UPLOAD_PARAMS) url.searchParams.delete(name);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.pathname + url.search;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeRedirect(url.searchParams.get("returnTo"));
  if (!context.signedIn) throw redirect(loginPath(returnTo));
  // The terms gate before anything is read; the API checks the permission of the upload itself.
  await requireUser(request, context);

  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const length = request.headers.get("content-length");
    if (!request.body || !length) return redirect(back(returnTo, { upload: "missing" }), 303);
    try {
      const file = await context.upstream.call("fileUpload", { upload: { body: request.body, contentType, contentLength: length } });
      // A document for review (the form's folder field) comes back as ?file=<id>&name=<file name>.
      if (url.searchParams.get("kind") === "document") {
        return redirectWithToast(context, back(returnTo, { file: file.id, name: file.filename_download }), { kind: "success", message: t("masterdata.upload.uploaded") }, { status: 303 });
      }
      if (file.duplicate_of) {
        return redirect(back(returnTo, { pending: file.id, duplicate: file.duplicate_of.id, name: file.duplicate_of.filename_download }), 303);
      }
      return redirectWithToast(context, back(returnTo, { image: file.id }), { kind: "success", message: t("masterdata.upload.uploaded") }, { status: 303 });
    } catch (error) {
      return redirect(back(returnTo, { upload: uploadRefusal(error) }), 303);
    }
  }

  const parsed = decisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirect(back(returnTo, { upload: "failed" }), 303);
  const decision = parsed.data;
  if (decision.intent === "confirm") {
    return redirectWithToast(context, back(returnTo, { image: decision.id }), { kind: "success", message: t("masterdata.upload.uploaded") }, { status: 303 });
  }
  // The waiting duplicate is not needed: remove it, then use the existing file or nothing.
  // Another company's upload (a guessed id) is the API's FORBIDDEN: the 403 page, not a 500.
  await loadOrForbidden(() => context.upstream.call("fileDelete", { params: { id: decision.id } }));
  if (decision.intent === "use-existing") {
    return redirectWithToast(context, back(returnTo, { image: decision.existing }), { kind: "success", message: t("masterdata.upload.uploaded") }, { status: 303 });
  }
  return redirectWithToast(context, back(returnTo, {}), { kind: "info", message: t("masterdata.upload.discarded") }, { status: 303 });
}
