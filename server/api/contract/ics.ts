/**
 * One calendar event as an iCalendar file (RFC 5545), shared by the portal's .ics download
 * (METHOD:PUBLISH) and the API's registration mails (METHOD:REQUEST, and METHOD:CANCEL on opt-out,
 * RFC 5546). Pure, so both sides use the one builder.
 *
 * Times are written in UTC ("…Z"): every calendar client converts them to the reader's zone, and
 * no VTIMEZONE block has to be kept in step with the daylight-saving rules (decision 0542).
 * The UID is the event's, so the download, the invitation and the cancellation all update the
 * same entry in the recipient's calendar; SEQUENCE orders them.
 */
import type { CalendarEvent } from "./content";

export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export interface IcsPerson {
  name?: string | null;
  email: string;
}

export interface IcsOptions {
  /** the portal's origin; the event's page is linked under it */
  origin: string;
  /** DTSTAMP: when this file was made */
  stamp: Date;
  method?: IcsMethod;
  /** raised on every change the recipient should apply over an earlier file (RFC 5546 §2.1.4) */
  sequence?: number;
  /** required for REQUEST and CANCEL: the association */
  organizer?: IcsPerson;
  /** the one recipient of this file (REQUEST and CANCEL) */
  attendee?: IcsPerson;
}

type IcsEventFields = Pick<CalendarEvent, "id" | "title" | "abstract" | "text" | "location" | "date_from" | "date_to">;

/** The event's UID: the same in every file about it. */
export const eventUid = (eventId: number) => `calendar-${eventId}@partnerportal`;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, comma, semicolon, line breaks. */
export function icsText(s: string): string {
  return s
    .replace(/\\/g, "\\\\")
    .replace(/\r\n?|\n/g, "\\n")
    .replace(/[,;]/g, (m) => `\\${m}`);
}

/** A parameter value (CN=…): quoted, since names hold commas; DQUOTE and control characters cannot be written at all. */
function icsParam(s: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return `"${s.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/** 2026-04-01T08:00:00.000Z → 20260401T080000Z */
export function icsUtc(value: string | Date): string {
  const iso = typeof value === "string" ? new Date(value).toISOString() : value.toISOString();
  return iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

const encoder = new TextEncoder();

/** Line folding (RFC 5545 §3.1): at most 75 octets per line, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > 75) {
      out.push(current);
      // the continuation's leading space counts towards its 75 octets
      current = ` ${ch}`;
      octets = 1 + size;
    } else {
      current += ch;
      octets += size;
    }
  }
  out.push(current);
  return out.join("\r\n");
}

function person(role: "ORGANIZER" | "ATTENDEE", p: IcsPerson, extra = ""): string {
  const cn = p.name ? `;CN=${icsParam(p.name)}` : "";
  return `${role}${cn}${extra}:mailto:${p.email}`;
}

export function eventToIcs(event: IcsEventFields, options: IcsOptions): string {
  const method = options.method ?? "PUBLISH";
  const scheduling = method !== "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Einkaufsverband//Partnerportal//DE",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${eventUid(event.id)}`,
    `SEQUENCE:${options.sequence ?? 0}`,
    `DTSTAMP:${icsUtc(options.stamp)}`,
    `DTSTART:${icsUtc(event.date_from)}`,
    `DTEND:${icsUtc(event.date_to)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText([event.abstract, event.text].filter(Boolean).join("\n\n"))}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    `URL:${options.origin}/calendar/${event.id}`,
    ...(scheduling ? [`STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`] : []),
    ...(scheduling && options.organizer ? [person("ORGANIZER", options.organizer)] : []),
    // The company has registered the contact already: nothing to answer, so no RSVP buttons.
    ...(scheduling && options.attendee
      ? [person("ATTENDEE", options.attendee, `;ROLE=REQ-PARTICIPANT;PARTSTAT=${method === "CANCEL" ? "DECLINED" : "ACCEPTED"};RSVP=FALSE`)]
      : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
