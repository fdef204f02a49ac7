/**
 * The member company screens' server half (decision 0953): loading a company (403 for the
 * association's own and unknown ids) and saving the company form — created or edited against the
 * loaded version — with the API's refusals on the field they concern.
 */
import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "~/lib/forms/parse";
import type { MemberCompany, MemberCompanyCreatePayload, MemberCompanyPatchPayload } from "#contract/member-companies";
import { t } from "~/i18n";
import { companyCreateFormSchema, companyEditFormSchema, memberCompanyPayload } from "~/lib/schemas/member-companies";
import { failedSaveReply, invalidReply, loadOrForbidden } from "./editing";
import { redirectWithToast } from "./toast";
import { isUpstreamError } from "./upstream";

export function loadMemberCompany(context: AppLoadContext, id: string): Promise<MemberCompany> {
  return loadOrForbidden(() => context.upstream.call("memberCompany", { params: { id } }));
}

/** Creates (`loaded` null) or edits the company from the posted form; a refusal keeps the input and names the field. */
export async function saveMemberCompany(request: Request, context: AppLoadContext, loaded: MemberCompany | null) {
  const submission = parseWithZod(await request.formData(), { schema: loaded ? companyEditFormSchema : companyCreateFormSchema });
  if (submission.status !== "success") return invalidReply(submission);
  let saved: MemberCompany;
  try {
    const body = memberCompanyPayload(submission.value, loaded);
    saved = loaded
      ? await context.upstream.call("memberCompanyUpdate", { params: { id: loaded.id }, body: body as MemberCompanyPatchPayload })
      : await context.upstream.call("memberCompanyCreate", { body: body as MemberCompanyCreatePayload });
  } catch (error) {
    if (isUpstreamError(error) && error.code === "RECORD_NOT_UNIQUE") return failedSaveReply(submission, error, t("memberCompanies.form.saveFailed"), { customer_number: [t("memberCompanies.form.numberTaken")] });
    if (isUpstreamError(error) && error.reason === "PERMISSION_NOT_ALLOWED") {
      return failedSaveReply(submission, error, t("memberCompanies.form.saveFailed"), { allowed_permissions: [t("memberCompanies.form.permissionNotAllowed")] });
    }
    return failedSaveReply(submission, error, t("memberCompanies.form.saveFailed"));
  }
  return redirectWithToast(context, `/verband/firmen/${saved.id}`, { kind: "success", message: t(loaded ? "memberCompanies.form.saved" : "memberCompanies.form.created", { name: saved.name }) });
}
