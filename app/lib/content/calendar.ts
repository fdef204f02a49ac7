/** Calendar helpers shared by the calendar screens and the dashboard (pure). */
import type { CalendarEvent, CalendarRegistration } from "#contract";

export type RegistrationState = "registered" | "notRegistered" | "closed" | "optedOut" | "none";

/** Spec §4: registered, not registered, registration closed, or opt-out. */
export function registrationState(event: CalendarEvent, registration: CalendarRegistration | undefined): RegistrationState {
  if (!event.registration_enabled) return "none";
  if (registration?.status === "registered") return "registered";
  if (!event.registration_open) return "closed";
  if (registration?.status === "cancelled") return "optedOut";
  return "notRegistered";
}

/** Places still free for `ownParticipants` of the caller's current registration, or null without a maximum. */
export function freePlaces(event: CalendarEvent, ownParticipants: number): number | null {
  if (event.max_participants === null) return null;
  return Math.max(0, event.max_participants - event.registered_participants + ownParticipants);
}

const icsText = (s: string) => s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/[,;]/g, (m) => `\\${m}`);
const icsDate = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** RFC 5545 line folding: at most 75 octets per line. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > 75) {
      out.push(current);
      current = ` ${ch}`;
    } else current += ch;
  }
  out.push(current);
  return out.join("\r\n");
}

/** One event as an iCalendar file (spec: each event also downloads as .ics). */
export function eventToIcs(event: CalendarEvent, origin: string, stamp: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Einkaufsverband//Partnerportal//DE",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:calendar-${event.id}@partnerportal`,
    `DTSTAMP:${icsDate(stamp.toISOString())}`,
    `DTSTART:${icsDate(event.date_from)}`,
    `DTEND:${icsDate(event.date_to)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText([event.abstract, event.text].filter(Boolean).join("\n\n"))}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    `URL:${origin}/calendar/${event.id}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
