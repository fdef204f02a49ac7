/** The reports' year chooser (`?year=2026`), validated on the server as the API validates it. */
import { reportYearQuerySchema } from "#contract/zr";

/** The year of the URL: undefined when none or none valid (`invalid` then says so). */
export function reportYearOf(url: URL): { year: string | undefined; invalid: boolean } {
  const raw = url.searchParams.get("year");
  if (raw === null || raw === "") return { year: undefined, invalid: false };
  const parsed = reportYearQuerySchema.safeParse({ year: raw });
  return parsed.success ? { year: parsed.data.year, invalid: false } : { year: undefined, invalid: true };
}
