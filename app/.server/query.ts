/**
 * Reading a portal GET route's query string (issue 29 "the last edges", decision 0553): an absent
 * or empty value keeps the screen's default (a GET filter form sends `name=` for "alle"), a present
 * value that is malformed — not a number, out of range, an unknown choice, over-long text, NUL —
 * is the German 400 page ("Ungültige Adresse"), never a guess and never a 5xx.
 */
import { reportYearQuerySchema } from "#contract/zr";
import { t } from "~/i18n";

/** The 400 answer a loader throws for a malformed query value (the error page shows it in German). */
export function badQuery(): Response {
  return new Response(t("errors.badRequest"), { status: 400, statusText: "Bad Request" });
}

/** The longest value any query parameter may carry. */
export const TEXT_PARAM_MAX = 200;
/** The longest text filter (the API's limit of its list filters). */
export const FILTER_TEXT_MAX = 100;
/** The largest integer a query value may carry (PostgreSQL integer ids). */
export const INT_PARAM_MAX = 2_147_483_647;
/** The largest page number of a list. */
export const PAGE_PARAM_MAX = 100_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The value, or undefined when absent or empty; one that names the parameter twice is malformed. */
function present(url: URL, name: string): string | undefined {
  const all = url.searchParams.getAll(name);
  if (all.length > 1) throw badQuery();
  const raw = all[0];
  if (raw === undefined || raw === "") return undefined;
  if (raw.length > TEXT_PARAM_MAX || raw.includes("\u0000")) throw badQuery();
  return raw;
}

/** A positive integer (1 … `max`), else undefined when absent. */
export function intParam(url: URL, name: string, max = INT_PARAM_MAX): number | undefined {
  const raw = present(url, name);
  if (raw === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > max) throw badQuery();
  return Number(raw);
}

/** A list's page number (1 … PAGE_PARAM_MAX), 1 when absent. */
export const pageParam = (url: URL, name = "page"): number => intParam(url, name, PAGE_PARAM_MAX) ?? 1;

/** One of `values`, else undefined when absent. */
export function enumParam<T extends string>(url: URL, name: string, values: readonly T[]): T | undefined {
  const raw = present(url, name);
  if (raw === undefined) return undefined;
  const value = values.find((v) => v === raw);
  if (value === undefined) throw badQuery();
  return value;
}

/** A free-text value (a search field), trimmed; "" when absent. At most `max` characters, no NUL. */
export function textParam(url: URL, name: string, max = FILTER_TEXT_MAX): string {
  const raw = present(url, name) ?? "";
  if (raw.length > max) throw badQuery();
  return raw.trim();
}

/** A UUID (a file or user id), else undefined when absent. */
export function idParam(url: URL, name: string): string | undefined {
  const raw = present(url, name);
  if (raw === undefined) return undefined;
  if (!UUID.test(raw)) throw badQuery();
  return raw.toLowerCase();
}

/** A report's year (`?year=2026`, as the API's reportYearQuerySchema takes it), else undefined when absent. */
export function yearParam(url: URL, name = "year"): string | undefined {
  const raw = present(url, name);
  if (raw === undefined) return undefined;
  if (!reportYearQuerySchema.safeParse({ year: raw }).success) throw badQuery();
  return raw;
}

/** A calendar day (`?from=2026-03-02`, as a date input sends it), else undefined when absent; an impossible day is malformed. */
export function dateParam(url: URL, name: string): string | undefined {
  const raw = present(url, name);
  if (raw === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw badQuery();
  const day = new Date(`${raw}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) throw badQuery();
  return raw;
}

/** A switch by presence (`?unread`, `?delete`): true when present with "", "1", "true" or "on". */
export function flagParam(url: URL, name: string): boolean {
  if (!url.searchParams.has(name)) return false;
  const all = url.searchParams.getAll(name);
  if (all.length > 1 || !["", "1", "true", "on"].includes(all[0]!)) throw badQuery();
  return true;
}
