/** /Calendar/{id}: the event, its registration state and actions, and the .ics download. */
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { guardedLoad, nullWhenFailed } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { backTo } from "~/.server/preferences";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { DetailHeader } from "~/components/content/page-title";
import { buttonClass } from "~/components/ui/button";
import { ErrorNotice } from "~/components/ui/error-notice";
import { t } from "~/i18n";
import { registrationState } from "~/lib/content/calendar";
import { formatDate, formatDateTime } from "~/lib/format";
import { optOutSchema } from "~/lib/schemas/content";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.event.title ?? t("content.calendar.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { data } = await guardedLoad(
    request,
    context,
    "calendar",
    async () => {
      const event = await context.upstream.call("calendarEvent", { params: { id: id } });
      // Spec §8: a failed fetch of the registration (fetchCalendarRegistrations) leaves the event readable.
      const registrations = await nullWhenFailed(context.upstream.call("calendarRegistrations", { query: { "filter[calendar_event][_eq]": event.id } }).then((answer) => answer.data));
      return { event, registration: registrations?.[0], registrationFailed: registrations === null };
    },
    t("content.calendar.forbidden"),
  );
  return { ...data, state: registrationState(data.event, data.registration) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "calendar", t("content.calendar.forbidden"));
  const submission = parseWithZod(await request.formData(), { schema: optOutSchema });
  const failed = () => redirectWithToast(context, backTo(request), { kind: "error", message: t("content.registration.optOutFailed") });
  if (submission.status !== "success") return failed();
  try {
    await context.upstream.call("calendarRegistrationUpdate", { params: { id: submission.value.registrationId }, body: { status: "cancelled" } });
  } catch (error) {
    // Any answer that refuses, a 5xx too, is the spec's 'Ihre Abmeldung war nicht erfolgreich!';
    // signed out and an unreachable API are handled as everywhere.
    if (isUpstreamError(error) && error.status !== 401) return failed();
    throw error;
  }
  return redirectWithToast(context, `/calendar/${params.id}`, { kind: "success", message: t("content.registration.optOutSuccess") });
}

export default function CalendarDetail() {
  const { event, registration, registrationFailed, state } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl">
      <DetailHeader
        backTo="/calendar"
        backLabel={t("content.calendar.back")} title={event.title} />
      {event.cancelled ? <p className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">{t("content.calendar.cancelledNotice")}</p> : null}
      <dl className="grid gap-2 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t("content.calendar.dateLabel")}</dt>
          <dd>{t("content.calendar.date", { from: formatDate(event.date_from), to: formatDate(event.date_to) })}</dd>
        </div>
        {event.location ? (
          <div>
            <dt className="text-sm text-slate-600">{t("content.calendar.location")}</dt>
            <dd>{event.location}</dd>
          </div>
        ) : null}
        {event.registration_enabled && !registrationFailed ? (
          <div>
            <dt className="text-sm text-slate-600">{t("content.calendar.statusLabel")}</dt>
            <dd data-testid="registration-state">{t(`content.calendar.status.${state}`)}</dd>
          </div>
        ) : null}
        {event.registration_end ? (
          <div>
            <dt className="text-sm text-slate-600">{t("content.calendar.registrationEndLabel")}</dt>
            <dd>{formatDateTime(event.registration_end)}</dd>
          </div>
        ) : null}
        {event.max_participants !== null ? (
          <div>
            <dt className="text-sm text-slate-600">{t("content.calendar.placesLabel")}</dt>
            <dd>{t("content.calendar.places", { taken: event.registered_participants, max: event.max_participants })}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 text-lg text-slate-800">{event.abstract}</p>
      {/* the description as formatted text, sanitized by the API (contract/rich-text.ts) */}
      <div className="rich-text mt-2 text-slate-800" dangerouslySetInnerHTML={{ __html: event.text_html }} />
      {event.cancel_message ? <p className="mt-4 whitespace-pre-line text-slate-800">{event.cancel_message}</p> : null}
      {event.registration_enabled ? <ErrorNotice message={registrationFailed && t("content.calendar.fetchCalendarRegistrations")} className="mt-6" /> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {event.registration_open && !registrationFailed ? (
          <Link to={`/calendar/${event.id}/registration`} className={buttonClass("primary")}>
            {state === "registered" ? t("content.calendar.editRegistration") : t("content.calendar.register")}
          </Link>
        ) : null}
        {state === "registered" && registration ? (
          <Form method="post">
            <input type="hidden" name="intent" value="optOut" />
            <input type="hidden" name="registrationId" value={registration.id} />
            <button type="submit" className={buttonClass("secondary")}>
              {t("content.calendar.cancel")}
            </button>
          </Form>
        ) : null}
        <a href={`/calendar/${event.id}/ics`} className={buttonClass("secondary")} download>
          {t("content.calendar.ics")}
        </a>
      </div>
    </article>
  );
}
