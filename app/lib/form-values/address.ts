/** The address form's opening-hours grid and its initial slots; zod-free, because the screen loads it. */
import type { OpeningHour } from "#contract/masterdata";

export const SLOTS_PER_DAY = 3;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Opening hours as the form's 7 × 3 slots (an empty slot is nothing). */
export function hourSlotsOf(a: { opening_hours: readonly OpeningHour[] } | null) {
  return WEEKDAYS.flatMap((weekday) => {
    const day = (a?.opening_hours ?? []).filter((h) => h.weekday === weekday).slice(0, SLOTS_PER_DAY);
    return Array.from({ length: SLOTS_PER_DAY }, (_, i) => ({ from: day[i]?.from ?? "", to: day[i]?.to ?? "" }));
  });
}
