/**
 * The loaders and actions of the Redaktion's event screens (issue 39, decision 0955): the form is
 * the event description's (#contract/event-management), validated with its German messages
 * (conform + zod); refusals of the API that name a field are shown at that field, the input kept.
 */
import { entityScreen } from "./entity-screen";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityDefaultsOf, entityFormSchemaOf } from "#contract/describe";
import { EVENT_AUDIENCE_PERMISSIONS, eventEntity, type ManagedEvent } from "#contract/event-management";
import { EVENT_AUDIENCE_TYPES } from "#contract/values";
import { t } from "~/i18n";
import { apiFieldErrors, failedSaveReply, idParam, invalidReply, loadOrForbidden } from "./editing";
import { requireRoute } from "./guards";
import { redirectWithToast } from "./toast";
import { isUpstreamError } from "./upstream";
import { formatDateTime } from "~/lib/format";
import { registerAccountScreens } from "~/locales/de/account-screens";

// the permission labels of the audience choices, put into the loader's data on the server
registerAccountScreens();

type Context = LoaderFunctionArgs["context"];

const createSchema = entityFormSchemaOf(eventEntity, "create");
const updateSchema = entityFormSchemaOf(eventEntity, "update");

/** The choices of the audience fields, labelled in German. */
function audienceChoices() {
  return {
    audience_user_types: EVENT_AUDIENCE_TYPES.map((v) => ({ value: v, label: t(`associationEvents.audienceTypes.${v}`) })),
    audience_permissions: EVENT_AUDIENCE_PERMISSIONS.map((p) => ({ value: p, label: t(`account.permissionLabels.${p}` as "account.permissionLabels.NEWS") })),
  };
}

export const loadEvent = (context: Context, id: number) => loadOrForbidden(() => context.upstream.call("eventManagementItem", { params: { id: String(id) } }));

/** The form's screen, choices and initial values (a new event: none). */
export async function eventFormLoader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "eventManagement");
  const event = params.id ? await loadEvent(context, idParam(params.id)) : null;
  const url = new URL(request.url);
  return {
    screen: entityScreen(eventEntity),
    choices: audienceChoices(),
    defaults: entityDefaultsOf(eventEntity, event),
    event: event
      ? {
          id: event.id,
          title: event.title,
          cancelled: event.status === "cancelled",
          cancelledAt: event.status === "cancelled" ? formatDateTime(event.updated_at) : null,
          cancelMessage: event.cancel_message,
          textHtml: event.text_html,
          registrations: event.registered_participants + event.waiting_participants,
        }
      : null,
    cancelling: url.searchParams.has("absagen"),
  };
}

/** Create (no id) or save the event; on the edit screen also "cancel" (absagen) and "delete". */
export async function eventFormAction({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "eventManagement");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const up = context.upstream;
  if (params.id) {
    const id = idParam(params.id);
    const here = `/verband/termine/${id}`;
    if (intent === "cancel") {
      const message = String(form.get("cancel_message") ?? "").trim().slice(0, 2000);
      try {
        await up.call("eventManagementUpdate", { params: { id: String(id) }, body: { status: "cancelled", cancel_message: message || null } });
      } catch (error) {
        if (!isUpstreamError(error) || error.status >= 500) throw error;
        return redirectWithToast(context, here, { kind: "error", message: t("associationEvents.cancelFailed") });
      }
      return redirectWithToast(context, here, { kind: "success", message: t("associationEvents.cancelled") });
    }
    if (intent === "delete") {
      try {
        await up.call("eventManagementDelete", { params: { id: String(id) } });
      } catch (error) {
        if (!isUpstreamError(error) || error.status >= 500) throw error;
        return redirectWithToast(context, here, { kind: "error", message: t("associationEvents.deleteFailed") });
      }
      return redirectWithToast(context, "/verband/termine", { kind: "success", message: t("associationEvents.deleted") });
    }
    const submission = parseWithZod(form, { schema: updateSchema });
    if (submission.status !== "success") return invalidReply(submission);
    const { version: _version, ...body } = submission.value;
    try {
      await up.call("eventManagementUpdate", { params: { id: String(id) }, body });
    } catch (error) {
      return failedSaveReply(submission, error, t("associationEvents.saveFailed"), apiFieldErrors(error, (name) => name in eventEntity.fields));
    }
    return redirectWithToast(context, here, { kind: "success", message: t("associationEvents.saved") });
  }
  const submission = parseWithZod(form, { schema: createSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const { version: _version, ...body } = submission.value;
  let created: ManagedEvent;
  try {
    created = await up.call("eventManagementCreate", { body });
  } catch (error) {
    return failedSaveReply(submission, error, t("associationEvents.saveFailed"), apiFieldErrors(error, (name) => name in eventEntity.fields));
  }
  return redirectWithToast(context, `/verband/termine/${created.id}`, { kind: "success", message: t("associationEvents.created") });
}

/** The registrations of an event, all of them (the screen pages them itself; the CSV exports them). */
export async function loadRegistrations(context: Context, id: number) {
  const event = await loadEvent(context, id);
  const answer = await context.upstream.call("eventManagementRegistrations", { params: { id: String(id) }, query: { page: 1, limit: 1000 } });
  return { event, registrations: answer.items, total: answer.total };
}
