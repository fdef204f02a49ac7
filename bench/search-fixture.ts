/**
 * A deterministic header-search index of 10,000 entries spread over the areas as on a large
 * portal (brands, service providers, news, calendar, service pool), built from the large data
 * set's German word lists. Used by the search bench and by the unit test that holds the fast
 * matcher to the plain one's answers.
 */
import { rngFor } from "../server/api/seed/large";
import * as W from "../server/api/seed/large-words";
import type { SearchIndex } from "../app/lib/search/matcher";

/** Entries per area: 10,000 in all. */
export const FIXTURE_SIZES = { brands: 2_000, suppliers: 300, news: 6_000, calendar: 1_500, services: 200 } as const;

export function searchFixture(): Required<SearchIndex> {
  const r = rngFor("search-bench", 0);
  const companyName = () => `${r.pick(W.SUPPLIER_PLACES)} ${r.pick(W.SUPPLIER_TRADES)} ${r.pick(W.LEGAL_FORMS)}`;
  const brands = Array.from({ length: FIXTURE_SIZES.brands }, (_, i) => {
    const id = i + 1;
    return {
      id,
      name: `${r.pick(W.BRAND_STEMS)} ${r.pick(W.BRAND_SUFFIXES)}${i >= 600 ? ` ${Math.floor(i / 600)}` : ""}`,
      company: companyName(),
      supplier_nrs: Array.from({ length: r.int(1, 4) }, () => `LF-${r.int(10_000, 99_999)}`),
      link: `/brands/${id}`,
    };
  });
  const services = Array.from({ length: FIXTURE_SIZES.services }, (_, i) => {
    const id = i + 1;
    const title = `${r.pick(W.PROGRAM_OPTIONS)} ${r.pick(W.SUPPLIER_TRADES)}`;
    return { id, name: title.toLowerCase().replace(/\s+/g, "-"), title, teaser: r.pick(W.EVENT_TEXTS), link: `/serviceandmore/services/${id}` };
  });
  const suppliers = brands.slice(0, FIXTURE_SIZES.suppliers).map(({ id, name, company }) => {
    const offered = [r.pick(services), r.pick(services)];
    return { id, name, company, services: offered.map((s) => s.title), link: offered[0]!.link };
  });
  const news = Array.from({ length: FIXTURE_SIZES.news }, (_, i) => {
    const id = 20_000 - i;
    const brand = r.chance(0.6) ? r.pick(brands).name : null;
    return {
      id,
      title: brand ? `${brand}: ${r.pick(W.NEWS_BRAND_TOPICS)}` : `${r.pick(W.NEWS_GENERAL_TOPICS)} ${2026 - Math.floor(i / 2_000)}`,
      brand,
      abstract: `${r.pick(W.NEWS_SENTENCES)} ${r.pick(W.NEWS_SENTENCES)}`,
      link: `/news/${id}`,
    };
  });
  const calendar = Array.from({ length: FIXTURE_SIZES.calendar }, (_, i) => {
    const id = 1_500 - i;
    const kind = r.pick(W.EVENT_KINDS);
    return {
      id,
      title: r.chance(0.3) ? `${kind}: ${r.pick(W.NEWS_GENERAL_TOPICS)}` : `${kind} ${r.pick(W.CITIES).city}`,
      abstract: r.pick(W.EVENT_TEXTS),
      text: `${r.pick(W.EVENT_TEXTS)} ${r.pick(W.EVENT_TEXTS)}`,
      date_from: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString(),
      link: `/calendar/${id}`,
    };
  });
  return { brands, suppliers, news, calendar, services };
}

/**
 * Terms typed in the bench, keystroke by keystroke: one that matches early in every area, one
 * rare (only a few entries, so most keystrokes scan whole areas) and one that never matches after
 * its third letter (the worst case: every area scanned to the end).
 */
export const TYPED_TERMS = ["Küchenforum", "Sauerland Matratzen", "Quarzkeramik"] as const;

/** Every prefix of each term: what the matcher sees after each keystroke. */
export function keystrokes(terms: readonly string[] = TYPED_TERMS): string[] {
  return terms.flatMap((term) => Array.from({ length: term.length }, (_, i) => term.slice(0, i + 1)));
}
