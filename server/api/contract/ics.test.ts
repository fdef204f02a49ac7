import { describe, expect, it } from "vitest";
import { eventToIcs, foldLine, icsText, icsUtc } from "./ics";

const event = {
  id: 7,
  title: "Küchentrend-Tage Löhne",
  abstract: "Hausmesse; mit Neuheiten, Vorträgen",
  text: "Zwei Tage\r\nab 9 Uhr \\ Einlass",
  location: "Löhne",
  date_from: "2026-04-01T08:00:00.000Z",
  date_to: "2026-04-02T17:00:00.000Z",
};
const stamp = new Date("2026-03-01T10:00:00.000Z");

/** Undoes folding (RFC 5545 §3.1) and splits the content lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("icsText", () => {
  it("escapes backslash, comma, semicolon and every kind of line break", () => {
    expect(icsText("a\\b, c; d\ne\r\nf\rg")).toBe("a\\\\b\\, c\\; d\\ne\\nf\\ng");
  });
});

describe("icsUtc", () => {
  it("writes UTC whatever the Berlin offset (winter +1, summer +2)", () => {
    // 10:00 in Berlin in January (CET) and in July (CEST)
    expect(icsUtc("2026-01-15T09:00:00.000Z")).toBe("20260115T090000Z");
    expect(icsUtc(new Date("2026-07-15T10:00:00+02:00"))).toBe("20260715T080000Z");
    // the night of the switch to summer time: 01:30 CET and 03:30 CEST are one hour apart
    expect(icsUtc(new Date("2026-03-29T01:30:00+01:00"))).toBe("20260329T003000Z");
    expect(icsUtc(new Date("2026-03-29T03:30:00+02:00"))).toBe("20260329T013000Z");
  });
});

describe("foldLine", () => {
  it("keeps short lines", () => {
    expect(foldLine("SUMMARY:kurz")).toBe("SUMMARY:kurz");
  });
  it("folds at 75 octets, counting UTF-8 bytes and never splitting a character", () => {
    const line = `SUMMARY:${"ä".repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });
  it("fills a line to exactly 75 octets", () => {
    const parts = foldLine("X".repeat(200)).split("\r\n");
    expect(parts[0]).toHaveLength(75);
    expect(Buffer.byteLength(parts[1]!)).toBe(75);
  });
});

describe("eventToIcs", () => {
  it("publishes the download: CRLF lines, escaped text, UTC times", () => {
    const ics = eventToIcs(event, { origin: "https://portal.example", stamp });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("UID:calendar-7@partnerportal");
    expect(lines).toContain("DTSTART:20260401T080000Z");
    expect(lines).toContain("DTEND:20260402T170000Z");
    expect(lines).toContain("DTSTAMP:20260301T100000Z");
    expect(lines).toContain("SUMMARY:Küchentrend-Tage Löhne");
    expect(lines).toContain("DESCRIPTION:Hausmesse\\; mit Neuheiten\\, Vorträgen\\n\\nZwei Tage\\nab 9 Uhr \\\\ Einlass");
    expect(lines).toContain("URL:https://portal.example/calendar/7");
    expect(lines.some((l) => l.startsWith("ORGANIZER") || l.startsWith("ATTENDEE") || l.startsWith("STATUS"))).toBe(false);
  });

  it("invites one attendee on behalf of the association (REQUEST)", () => {
    const ics = eventToIcs(event, {
      origin: "https://portal.example",
      stamp,
      method: "REQUEST",
      sequence: 3,
      organizer: { name: "Einkaufsverband", email: "events@verband.example" },
      attendee: { name: 'Dr. Eva "Evi" Muster, Einkauf', email: "eva@partner.example" },
    });
    const lines = unfold(ics);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain('ORGANIZER;CN="Einkaufsverband":mailto:events@verband.example');
    expect(lines).toContain('ATTENDEE;CN="Dr. Eva Evi Muster, Einkauf";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:eva@partner.example');
  });

  it("cancels the same UID with a higher SEQUENCE (CANCEL)", () => {
    const lines = unfold(eventToIcs(event, { origin: "https://portal.example", stamp, method: "CANCEL", sequence: 4, attendee: { email: "eva@partner.example" } }));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("UID:calendar-7@partnerportal");
    expect(lines).toContain("SEQUENCE:4");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=DECLINED;RSVP=FALSE:mailto:eva@partner.example");
  });
});
