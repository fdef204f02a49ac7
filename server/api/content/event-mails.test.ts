import { describe, expect, it } from "vitest";
import { distinctRecipients, eventMail, type EventMailInput } from "./event-mails";

const input: EventMailInput = {
  kind: "registered",
  event: {
    id: 4,
    title: "Verbandstag <2027>",
    abstract: "Jahrestreffen",
    text: "",
    location: "Stadthalle Bielefeld",
    dateFrom: new Date("2027-03-01T08:00:00Z"),
    dateTo: new Date("2027-03-02T16:00:00Z"),
    responsibleEmail: null,
  },
  recipient: { email: "eva@partner.example", name: "Eva Muster", language: "de" },
  companyName: "Möbelhaus Sommer & Söhne",
  origin: "https://partner.example",
  sequence: 2,
  stamp: new Date("2026-12-01T10:00:00Z"),
};

describe("eventMail", () => {
  it("confirms in German with the .ics invitation for the recipient", () => {
    const mail = eventMail(input);
    expect(mail.to).toBe("eva@partner.example");
    expect(mail.subject).toBe("Anmeldebestätigung: Verbandstag <2027> am 01.03.2027");
    expect(mail.text).toContain("Guten Tag Eva Muster,");
    expect(mail.text).toContain("Termin: 01.03.2027, 09:00 Uhr – 02.03.2027, 17:00 Uhr");
    expect(mail.text).toContain("https://partner.example/calendar/4");
    expect(mail.text).toContain("die Anmeldung von Möbelhaus Sommer & Söhne zur Veranstaltung „Verbandstag <2027>“ ist eingegangen.");
    expect(mail.link).toBe("https://partner.example/calendar/4");
    const [ics] = mail.attachments!;
    expect(ics!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics!.content).toContain("ATTENDEE;CN=\"Eva Muster\"");
    expect(ics!.content).toContain("ORGANIZER;CN=\"Einkaufsverband\":mailto:partnerportal@einkaufsverband.example");
    expect(ics!.content).toContain("SEQUENCE:2");
  });

  it("cancels with METHOD:CANCEL and reminds without attachment", () => {
    const cancel = eventMail({ ...input, kind: "cancelled", recipient: { email: "x@partner.example", name: null, language: "de" } });
    expect(cancel.subject).toMatch(/^Abmeldung bestätigt: /);
    expect(cancel.text.startsWith("Guten Tag,\n")).toBe(true);
    expect(cancel.attachments![0]!.content).toContain("METHOD:CANCEL");
    const reminder = eventMail({ ...input, kind: "reminder" });
    expect(reminder.subject).toBe("Erinnerung: morgen: Verbandstag <2027> am 01.03.2027");
    expect(reminder.attachments).toBeUndefined();
  });

  it("writes to an English recipient in English, with English dates and file name; the event's own texts stay", () => {
    const mail = eventMail({ ...input, recipient: { ...input.recipient, language: "en" } });
    expect(mail.language).toBe("en");
    expect(mail.subject).toBe("Registration confirmed: Verbandstag <2027> on 1 Mar 2027");
    expect(mail.text).toContain("Hello Eva Muster,");
    expect(mail.text).toContain("Date: 1 Mar 2027, 09:00 – 2 Mar 2027, 17:00");
    expect(mail.text).toContain("Location: Stadthalle Bielefeld");
    expect(mail.attachments![0]!.filename).toBe("event.ics");
    expect(mail.attachments![0]!.content).toContain("SUMMARY:Verbandstag <2027>");
  });
});

describe("distinctRecipients", () => {
  it("mails an address once, whatever its case", () => {
    const a = { email: "A@x.example", name: "A", language: "en" as const };
    const b = { email: "b@x.example", name: null, language: "de" as const };
    expect(distinctRecipients([a, { email: "a@x.example", name: null, language: "de" }, b])).toEqual([a, b]);
  });
});
