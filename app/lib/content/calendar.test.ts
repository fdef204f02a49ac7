import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "#contract";
import { freePlaces, registrationState } from "./calendar";

const event: CalendarEvent = {
  id: 7,
  title: "Küchentrend-Tage Löhne",
  abstract: "Hausmesse; mit Neuheiten, Vorträgen",
  text: "Zwei Tage",
  location: "Löhne",
  date_from: "2026-04-01T08:00:00.000Z",
  date_to: "2026-04-02T17:00:00.000Z",
  showOnHomepage: true,
  registration_enabled: true,
  registration_end: "2026-04-01T08:00:00.000Z",
  registration_open: true,
  max_participants: 40,
  registered_participants: 34,
  responsible_email: "events@example.com",
  program_options: [],
  link: "/calendar/7",
  registered: false,
  cancelled: false,
  cancel_message: null,
  waiting_list: false,
  waiting: false,
  online_url: null,
  text_html: "",
};

describe("registrationState", () => {
  it("names the four states of spec §4", () => {
    expect(registrationState(event, undefined)).toBe("notRegistered");
    const reg = { status: "registered" } as Parameters<typeof registrationState>[1];
    expect(registrationState({ ...event, registration_open: false }, reg)).toBe("registered");
    expect(registrationState({ ...event, registration_open: false }, undefined)).toBe("closed");
    expect(registrationState(event, { status: "cancelled" } as Parameters<typeof registrationState>[1])).toBe("optedOut");
    expect(registrationState({ ...event, registration_enabled: false }, undefined)).toBe("none");
  });
});

describe("freePlaces", () => {
  it("counts the caller's own participants as free again", () => {
    expect(freePlaces(event, 0)).toBe(6);
    expect(freePlaces(event, 4)).toBe(10);
    expect(freePlaces({ ...event, max_participants: null }, 0)).toBeNull();
  });
});
