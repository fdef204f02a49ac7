/** The settlement's months as YYYY-MM: the sales report's twelve, the statistic's year, the demo data's (server/api/seed/zr.ts). */

/** the month `back` months before `now`'s, as YYYY-MM */
export function monthBefore(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}
