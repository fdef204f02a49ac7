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
