/**
 * Berlin wall time as a `datetime-local` input holds it ("2026-03-03T09:00") and the moment it
 * names, both ways. Zod-free and free of server code.
 */
const TIME_ZONE = "Europe/Berlin";

function offsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** "2026-03-03T09:00" in Berlin → ISO moment; null for something that is no such time. */
export function berlinLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const naive = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(naive)) return null;
  // the offset at the naive moment, then once more at the corrected one (around a change of summer time)
  let at = naive - offsetMinutes(new Date(naive)) * 60_000;
  at = naive - offsetMinutes(new Date(at)) * 60_000;
  return new Date(at).toISOString();
}

/** ISO moment → "2026-03-03T09:00" in Berlin. */
export function isoToBerlinLocal(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() + offsetMinutes(at) * 60_000);
  return local.toISOString().slice(0, 16);
}
