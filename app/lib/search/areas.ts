/** The search areas a user is offered (spec "Search", §6): the header's area selector before any index is loaded. */
import type { AccessSubject } from "#contract/access";
import { access } from "#contract/access";
import { SEARCH_AREA_ORDER, type SearchArea } from "./matcher";

export function searchAreasFor(subject: AccessSubject): SearchArea[] {
  const allowed: Record<SearchArea, boolean> = {
    // Spec §6 "Brand search area: HP only"; the brand screens also need BRAND, so the index has brands only then.
    brands: access.brands(subject),
    suppliers: true,
    news: access.news(subject),
    calendar: access.calendar(subject),
    services: true,
  };
  return SEARCH_AREA_ORDER.filter((a) => allowed[a]);
}

/** Cache key of the browser's index copy: changes with the user and their permissions. */
export function searchIndexKey(userId: string, subject: AccessSubject): string {
  return `${userId}:${[...subject.permissions].sort().join(",")}:${subject.userType}`;
}
