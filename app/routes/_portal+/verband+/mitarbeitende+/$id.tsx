/**
 * /verband/mitarbeitende/{id}: one staff member's roles, and suspending (confirmed by a second
 * form, `?bestaetigen=sperren`) or reactivating them (decision 0951). The last active
 * administrator keeps the role and stays active; a stale version is refused with the input kept.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import { displayNameOf } from "#contract/display-name";
import type { StaffPatchPayload } from "#contract/staff";
import { loadOrForbidden, saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { ChoiceGroup } from "~/components/form/choice-fields";
import { FormAlert } from "~/components/form/form-alert";
import { StaffStatus, roleList, roleOptions } from "~/components/staff/staff-parts";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { BackLinkTitle } from "~/components/content/page-title";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { staffChangeSchema } from "~/lib/schemas/staff";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.staff.pageTitle")} – ${t("portal.title")}` }];

const CONFIRM = "sperren";

type Context = LoaderFunctionArgs["context"];
const loadMember = (context: Context, id: string) => loadOrForbidden(() => context.upstream.call("staffMember", { params: { id } }));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "staffAdministration");
  const member = await loadMember(context, params.id ?? "");
  return {
    member: { ...member, name: displayNameOf(member), roleText: roleList(member.roles), lastLogin: member.last_login_at ? formatDateTime(member.last_login_at) : null },
    own: member.id === user.id,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "staffAdministration");
  const id = params.id ?? "";
  const here = `/verband/mitarbeitende/${id}`;
  const submission = parseWithZod(await request.formData(), { schema: staffChangeSchema });
  if (submission.status !== "success") return data({ intent: "roles", result: submission.reply({ formErrors: [t("account.staff.saveFailed")] }), message: t("account.staff.saveFailed") }, { status: 400 });
  const change = submission.value;
  const member = await loadMember(context, id);
  const name = displayNameOf(member);
  const body: StaffPatchPayload =
    change.intent === "roles" ? { roles: change.roles, version: change.version } : { status: change.intent === "suspend" ? "suspended" : "active", version: change.version };
  try {
    await context.upstream.call("staffUpdate", { params: { id }, body });
  } catch (error) {
    const refusal = isUpstreamError(error) && error.reason === "LAST_ADMINISTRATOR" ? t("account.staff.lastAdministrator") : undefined;
    const failure = refusal ? { message: refusal, status: 400 } : saveFailure(error, t("account.staff.saveFailed"));
    const message = failure.message === t("masterdata.conflict") ? t("account.staff.stale") : failure.message;
    return data({ intent: change.intent, result: submission.reply({ formErrors: [message] }), message }, { status: failure.status });
  }
  const done = { roles: "account.staff.rolesSaved", suspend: "account.staff.suspended", reactivate: "account.staff.reactivated" } as const;
  return redirectWithToast(context, here, { kind: "success", message: t(done[change.intent], { name }) });
}

export default function StaffMemberScreen() {
  const { member, own } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The roles form takes back only its own answer: a refused suspension must not untick the roles.
  const lastResult = answer?.intent === "roles" ? answer.result : undefined;
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof staffChangeSchema>>({
    id: "staff-change",
    lastResult,
    defaultValue: { intent: "roles", version: member.version, roles: member.roles },
  });
  const here = `/verband/mitarbeitende/${member.id}`;
  const confirming = searchParams.get("bestaetigen") === CONFIRM && member.status === "active" && !own;
  return (
    <div className="mx-auto max-w-3xl">
      <BackLinkTitle backTo="/verband/mitarbeitende" backLabel={t("account.staff.back")}>
        {member.name}
      </BackLinkTitle>
      <p className="mt-1 text-slate-700">{member.email}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-800">{t("account.staff.status")}</dt>
        <dd>
          <StaffStatus status={member.status} />
        </dd>
        <dt className="font-medium text-slate-800">{t("account.staff.roles")}</dt>
        <dd>{member.roleText}</dd>
        <dt className="font-medium text-slate-800">{t("account.staff.lastLogin")}</dt>
        <dd>{member.lastLogin ?? t("account.staff.neverSignedIn")}</dd>
      </dl>

      <FormAlert id="staff-change-alert" errors={answer ? [answer.message] : undefined} />

      <SectionCard id="roles" heading={t("account.staff.rolesHeading")} className="mt-6">
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="roles" />
          <input type="hidden" name="version" value={member.version} />
          <ChoiceGroup key={member.version} meta={fields.roles} legend={t("account.staff.rolesLegend")} type="checkbox" options={roleOptions()} />
          <button type="submit" className={buttonClass("primary")}>
            {t("account.staff.rolesSave")}
          </button>
        </Form>
      </SectionCard>

      <SectionCard id="status" heading={t("account.staff.statusHeading")} className="mt-6">
        {own ? (
          <p className="mt-2 text-slate-700">{t("account.staff.ownStatus")}</p>
        ) : member.status === "suspended" ? (
          <div className="mt-4">
            <IntentForm intent="reactivate" fields={{ version: member.version }} label={t("account.staff.reactivate")} className={buttonClass("primary")} />
          </div>
        ) : confirming ? (
          <ConfirmDialog
            title={t("account.staff.suspend")}
            cancelTo={here}
            cancelLabel={t("account.staff.cancel")}
            actions={<IntentForm intent="suspend" fields={{ version: member.version }} label={t("account.staff.suspendConfirmSubmit")} className={buttonClass("primary")} />}
          >
            {t("account.staff.suspendConfirm", { name: member.name })}
          </ConfirmDialog>
        ) : (
          <Link to={`${here}?bestaetigen=${CONFIRM}`} className={`mt-4 ${buttonClass("secondary")}`}>
            {t("account.staff.suspend")}
          </Link>
        )}
      </SectionCard>
    </div>
  );
}
