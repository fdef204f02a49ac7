/** /calendar/{id}/ics: the event as an iCalendar download (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventToIcs } from "#contract/ics";
import { guardedLoad } from "~/.server/content";
import { t } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { data: event } = await guardedLoad(request, context, "calendar", () => context.upstream.call("calendarEvent", { params: { id: params.id ?? "" } }), t("content.calendar.forbidden"));
  const origin = new URL(request.url).origin;
  const name = event.title.replace(/[^\p{L}\p{N} -]/gu, "").trim() || t("content.calendar.icsName");
  return new Response(eventToIcs(event, { origin, stamp: new Date() }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="termin-${event.id}.ics"; filename*=UTF-8''${encodeURIComponent(name)}.ics`,
      "Cache-Control": "private, no-cache",
    },
  });
}
