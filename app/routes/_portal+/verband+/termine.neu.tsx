/** /verband/termine/neu: create an event (issue 39, decision 0955); the form is the event description's. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { eventFormAction, eventFormLoader } from "~/.server/event-management";
import { DetailHeader } from "~/components/content/page-title";
import { EventForm } from "~/components/staff/event-form";
import { t, useTranslation } from "~/i18n";
import { registerAssociationEvents } from "~/locales/de/association-events";
import { registerWebsite } from "~/locales/de/website";

registerAssociationEvents();
registerWebsite();

export const meta: MetaFunction = () => [{ title: `${t("associationEvents.createHeading")} – ${t("portal.title")}` }];

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return eventFormLoader(args);
}
export function action(args: ActionFunctionArgs) {
  return eventFormAction(args);
}

export default function NewEvent() {
  const { screen, choices, defaults } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <DetailHeader backTo="/verband/termine" backLabel={t("associationEvents.back")} title={t("associationEvents.createHeading")} />
      <EventForm screen={screen} choices={choices} defaults={defaults} lastResult={answer?.result} isNew />
    </div>
  );
}
