/** The address form's opening-hours grid and its initial values; zod-free, because the screen loads it. */
import type { Address } from "#contract/masterdata";

export const SLOTS_PER_DAY = 3;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function addressDefaults(a: Address) {
  const hours = WEEKDAYS.flatMap((weekday) => {
    const day = a.opening_hours.filter((h) => h.weekday === weekday).slice(0, SLOTS_PER_DAY);
    return Array.from({ length: SLOTS_PER_DAY }, (_, i) => ({ from: day[i]?.from ?? "", to: day[i]?.to ?? "" }));
  });
  return { version: a.version, name: a.name ?? "", street: a.street ?? "", zip: a.zip ?? "", city: a.city ?? "", country: a.country, phone: a.phone ?? "", email: a.email ?? "", hours };
}
