/**
 * /verband/termine/{id}: edit an event (issue 39, decision 0955); a new time mails every
 * registered contact the updated invitation. Calling it off ("absagen", the dialog is URL state
 * ?absagen) asks for an optional message; an event nobody registered for can be deleted.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { eventFormAction, eventFormLoader } from "~/.server/event-management";
import { DetailHeader } from "~/components/content/page-title";
import { EventForm } from "~/components/staff/event-form";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SubmitAndCancel } from "~/components/form/submit-and-cancel";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { registerAssociationEvents } from "~/locales/de/association-events";
import { registerWebsite } from "~/locales/de/website";

registerAssociationEvents();
registerWebsite();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.event?.title ?? t("associationEvents.editHeading")} – ${t("portal.title")}` }];

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return eventFormLoader(args);
}
export function action(args: ActionFunctionArgs) {
  return eventFormAction(args);
}

export default function EditEvent() {
  const { screen, choices, defaults, event, cancelling } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  if (!event) return null;
  const here = `/verband/termine/${event.id}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <DetailHeader backTo="/verband/termine" backLabel={t("associationEvents.back")} title={event.title} />
      {event.cancelled ? (
        <div role="status" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-medium">{t("associationEvents.cancelledNotice", { date: event.cancelledAt })}</p>
          {event.cancelMessage ? <p className="mt-1 whitespace-pre-line">{t("associationEvents.cancelledMessage", { message: event.cancelMessage })}</p> : null}
        </div>
      ) : null}
      <p>
        <Link to={`${here}/anmeldungen`} className="text-brand-700 underline">
          {t("associationEvents.registrationsLink")}
        </Link>
      </p>
      <EventForm screen={screen} choices={choices} defaults={defaults} lastResult={answer?.result} isNew={false} textHtml={event.textHtml} disabled={event.cancelled} />
      {event.cancelled ? null : (
        <SectionCard id="absagen" heading={t("associationEvents.cancelHeading")} intro={t("associationEvents.cancelIntro")}>
          {cancelling ? (
            <Form method="post" className="mt-4 space-y-4" aria-label={t("associationEvents.cancelHeading")}>
              <input type="hidden" name="intent" value="cancel" />
              <div>
                <label htmlFor="cancel-message" className="block text-sm font-medium text-slate-800">
                  {t("associationEvents.cancelMessage")}
                </label>
                <textarea id="cancel-message" name="cancel_message" rows={3} maxLength={2000} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
              </div>
              <SubmitAndCancel submitLabel={t("associationEvents.cancelSubmit")} cancelTo={here} cancelLabel={t("associationEvents.cancelAbort")} />
            </Form>
          ) : (
            <Link to={`${here}?absagen#absagen`} className={`mt-4 inline-flex ${buttonClass("secondary")}`}>
              {t("associationEvents.cancelOpen")}
            </Link>
          )}
        </SectionCard>
      )}
      {event.registrations === 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={buttonClass("secondary")}>
            {t("associationEvents.delete")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
