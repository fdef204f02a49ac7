/**
 * /Calendar/{id}/registration: every field of the registration entity (spec §3). Validated on the
 * server (spec §5); the participant maximum is enforced by the API in a transaction, and a refusal
 * re-renders the form with what was typed plus the §8 toast naming the limit and the e-mail.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import type { RegistrationPayload } from "#contract";
import { guardedLoad, rethrowUpstream } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { CheckboxField, ChoiceGroup, NumberField } from "~/components/form/choice-fields";
import { DetailHeader } from "~/components/content/page-title";
import { buttonClass } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toast";
import { t } from "~/i18n";
import { freePlaces, registrationState } from "~/lib/content/calendar";
import { formatDate } from "~/lib/format";
import { registrationFormSchema, type RegistrationForm } from "~/lib/schemas/content";
import type { Toast } from "~/lib/toast";
import { PARTICIPANT_LIMIT_MESSAGE, SLEEPOVER_OPTIONS } from "#contract/values";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? t("content.registration.title", { event: data.event.title }) : t("content.calendar.title")} – ${t("portal.title")}` },
];

async function loadAll(request: Request, context: LoaderFunctionArgs["context"], id: string) {
  const { data: loaded } = await guardedLoad(
    request,
    context,
    "calendar",
    async () => {
      const [event, contacts] = await Promise.all([context.upstream.call("calendarEvent", { params: { id: id } }), context.upstream.call("calendarContacts")]);
      const [registration] = await context.upstream.call("calendarRegistrations", { query: { "filter[calendar_event][_eq]": event.id } }).then((answer) => answer.data);
      return { event, contacts, registration };
    },
    t("content.calendar.forbidden"),
  );
  return loaded;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const loaded = await loadAll(request, context, params.id ?? "");
  return { ...loaded, state: registrationState(loaded.event, loaded.registration) };
}

function payloadOf(value: RegistrationForm, eventId: number): RegistrationPayload {
  return {
    calendar_event: eventId,
    contacts: value.contacts.map((contact_id) => ({ contact_id })),
    participants: value.participants,
    single_rooms: value.single_rooms,
    double_rooms: value.double_rooms,
    annotation: value.annotation ?? null,
    program_option_1: value.program_option_1 === "on",
    program_option_2: value.program_option_2 === "on",
    program_option_3: value.program_option_3 === "on",
    sleepover: value.sleepover,
    catering: value.catering === "on",
    acceptance: true,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "calendar", t("content.calendar.forbidden"));
  const submission = parseWithZod(await request.formData(), { schema: registrationFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });

  const { event, registration } = await loadAll(request, context, params.id ?? "");
  const payload = payloadOf(submission.value, event.id);
  const refuse = (message: string) => {
    const toast: Toast = { kind: "error", message };
    return data({ result: submission.reply({ formErrors: [message] }), toast }, { status: 400 });
  };
  try {
    if (registration) {
      const { calendar_event: _event, ...patch } = payload;
      await context.upstream.call("calendarRegistrationUpdate", { params: { id: registration.id }, body: { ...patch, status: "registered" } });
    } else {
      await context.upstream.call("calendarRegistrationCreate", { body: payload });
    }
  } catch (error) {
    // Signed out, or the API unreachable (the 503 page keeps the input): as everywhere. Any answer
    // that refuses, a 5xx too, is the spec's 'Ihre Anmeldung war nicht erfolgreich!' over the kept form.
    if (!isUpstreamError(error) || error.status === 401) return rethrowUpstream(request, context, error);
    if (error.message === PARTICIPANT_LIMIT_MESSAGE && event.max_participants !== null) {
      const own = registration?.status === "registered" ? registration.participants : 0;
      return refuse(
        t("content.registration.tooMany", {
          max: event.max_participants,
          free: freePlaces(event, own),
          email: event.responsible_email ?? t("help.supportEmail"),
        }),
      );
    }
    return refuse(t("content.registration.failed"));
  }
  return redirectWithToast(context, `/calendar/${event.id}`, { kind: "success", message: t("content.registration.success") });
}

export default function Registration() {
  const { event, contacts, registration, state } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const current = registration?.status === "registered" ? registration : undefined;
  const [form, fields] = useForm<RegistrationForm>({
    id: "calendar-registration",
    lastResult: actionData?.result,
    constraint: { participants: { required: true, min: 1 }, sleepover: { required: true }, acceptance: { required: true } },
    defaultValue: {
      contacts: current?.contacts.map((c) => String(c.contact_id)) ?? [],
      participants: current?.participants ?? 1,
      single_rooms: current?.single_rooms ?? 0,
      double_rooms: current?.double_rooms ?? 0,
      annotation: current?.annotation ?? "",
      program_option_1: current?.program_option_1 ? "on" : undefined,
      program_option_2: current?.program_option_2 ? "on" : undefined,
      program_option_3: current?.program_option_3 ? "on" : undefined,
      sleepover: current?.sleepover,
      catering: current?.catering ? "on" : undefined,
    },
  });
  const options = [fields.program_option_1, fields.program_option_2, fields.program_option_3] as const;

  return (
    <div className="mx-auto max-w-3xl">
      <Toaster toast={actionData?.toast ?? null} />
      <DetailHeader
        backTo={`/calendar/${event.id}`}
        backLabel={t("content.calendar.back")}
        title={t("content.registration.title", { event: event.title })}
        intro={t("content.calendar.date", { from: formatDate(event.date_from), to: formatDate(event.date_to) })}
      />
      {!event.registration_open ? (
        <p className="rounded-md border border-slate-300 bg-white p-4">{t("content.registration.closed")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-5 rounded-lg bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="register" />
          {form.errors?.length ? (
            <div id={form.errorId} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {form.errors.join(" ")}
            </div>
          ) : null}
          {event.max_participants !== null ? (
            <p className="text-sm text-slate-600">{t("content.calendar.places", { taken: event.registered_participants, max: event.max_participants })}</p>
          ) : null}
          <ChoiceGroup
            meta={fields.contacts}
            legend={t("content.registration.contacts")}
            hint={contacts.length === 0 ? t("content.registration.noContacts") : undefined}
            type="checkbox"
            options={contacts.map((c) => ({ value: String(c.id), label: c.jobtitle ? `${c.name} (${c.jobtitle})` : c.name }))}
          />
          <NumberField meta={fields.participants} label={t("content.registration.participants")} min={1} />
          <div className="flex flex-wrap gap-6">
            <NumberField meta={fields.single_rooms} label={t("content.registration.singleRooms")} />
            <NumberField meta={fields.double_rooms} label={t("content.registration.doubleRooms")} />
          </div>
          {event.program_options.length ? (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t("content.registration.programme")}</legend>
              <div className="mt-2 space-y-1">
                {event.program_options.map((label, i) => (
                  <CheckboxField key={label} meta={options[i]!} label={label} />
                ))}
              </div>
            </fieldset>
          ) : null}
          <ChoiceGroup
            meta={fields.sleepover}
            legend={t("content.registration.sleepover")}
            type="radio"
            options={SLEEPOVER_OPTIONS.map((value) => ({ value, label: t(`content.registration.sleepoverOptions.${value}`) }))}
          />
          <CheckboxField meta={fields.catering} label={t("content.registration.catering")} />
          <div>
            <label htmlFor={fields.annotation.id} className="block text-sm font-medium text-slate-800">
              {t("content.registration.annotation")}
            </label>
            <textarea
              id={fields.annotation.id}
              name={fields.annotation.name}
              defaultValue={fields.annotation.initialValue ?? ""}
              key={fields.annotation.key}
              rows={3}
              maxLength={2000}
              aria-invalid={fields.annotation.errors ? true : undefined}
              aria-describedby={fields.annotation.errors ? fields.annotation.errorId : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
            {fields.annotation.errors ? (
              <p id={fields.annotation.errorId} className="mt-1 text-sm text-red-700">
                {fields.annotation.errors.join(" ")}
              </p>
            ) : null}
          </div>
          <CheckboxField meta={fields.acceptance} label={t("content.registration.acceptance")} />
          <button type="submit" className={buttonClass("primary")} disabled={submitting}>
            {state === "registered" ? t("content.registration.update") : t("content.registration.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
