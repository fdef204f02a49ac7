/**
 * The content area's scheduled work (issue 28): the event reminder, daily at 08:00 Berlin time,
 * for the events of the next day (./event-reminders.ts, decision 0542).
 */
import type { Schedule } from "../jobs/kind";
import { queueEventReminders, REMINDER_AT } from "./event-reminders";

export const EVENT_REMINDER_SCHEDULE: Schedule = {
  name: "calendar-reminders",
  at: REMINDER_AT,
  async run(ctx, plannedFor) {
    await queueEventReminders(ctx, plannedFor, ctx.scheduleNow());
  },
};
