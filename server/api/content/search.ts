/**
 * The full search (issue 30, decision 0561): German words with stemming over the stored search
 * vectors of news, documents (with the text inside their files) and events, and over the small
 * tables (brands, instructions, service pool, SAM tags) directly; umlaut spellings folded by the
 * one SQL function `search_fold` on both sides; a typo: when the words found nothing, each word of
 * the term that no title holds is replaced by the most similar title word (trigrams over the table
 * `search_words`, decision 0567) and the corrected term is searched.
 *
 * Each area is searched as its own list shows it to the caller: the access table's rule of its
 * list, the documents' visibility and validity of the documents list (visibleDocument,
 * notExpired), published instructions only. Per area at most FULL_SEARCH_AREA_CAP hits are
 * ranked (the newest, when more match); only the page shown gets its excerpts.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  EXCERPT_MARK_END,
  EXCERPT_MARK_START,
  FULL_SEARCH_AREA_CAP,
  FULL_SEARCH_PAGE_SIZE,
  fullSearchAreasFor,
  type FullSearchAnswer,
  type FullSearchArea,
  type FullSearchHit,
} from "../contract/search";
import type { Db } from "../db/client";
import { eventAudience } from "./event-audience";
import { brands, instructions, notArchived, partnerServices, samTags } from "../db/schema";
import { documentViewerOf, type ContentCaller } from "./caller";
import { visibleDocument } from "./document-visibility";
import { notExpired } from "./documents";
import { visibleNews } from "./news-visibility";
import { servicePage } from "./partner-services";

interface Candidate {
  area: FullSearchArea;
  id: number;
  rank: number;
  date: Date | null;
}

interface Matching {
  /** the stemmed words, each also as a prefix ("Küchen" finds "Küchenschrank") */
  words: SQL;
}

/** `websearch_to_tsquery` of the folded term with every word a prefix (`'kuech':*`). */
const prefixed = (tsquery: SQL) => sql`regexp_replace((${tsquery})::text, '''( |$)', ''':*\\1', 'g')::tsquery`;
const wordsOf = (term: string) => prefixed(sql`websearch_to_tsquery('german', search_fold(${term}))`);

/** Umlauts the user wrote as ae/oe/ue: only for highlighting the original spelling in excerpts. */
const unfolded = (term: string) => term.replace(/ae/g, "ä").replace(/oe/g, "ö").replace(/ue/g, "ü");

/** The query of the highlights: the folded term, the term as typed and with umlauts restored (the excerpt's text is not folded). */
function highlightQuery(term: string): SQL {
  const variants = [...new Set([term, unfolded(term)])];
  return sql.join(
    [wordsOf(term), ...variants.map((v) => prefixed(sql`websearch_to_tsquery('german', ${v})`))],
    sql` || `,
  );
}

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

const cap = FULL_SEARCH_AREA_CAP;
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The words, matched in titles only (weight A): `'kuech':*A`. */
const inTitles = (words: SQL) => sql`regexp_replace((${words})::text, ''':\*', ''':*A', 'g')::tsquery`;

/**
 * Up to `cap` rows of a big table whose title matches and up to `cap` whose vector matches at all,
 * ranked. No order before the limit: the GIN index's bitmap stops at the limit instead of reading
 * every match (the earlier attempt's "sorting all matches"); the title matches, rarer and the best
 * ranked, come first whatever the table's order.
 */
function vectorCandidates(db: Db, area: FullSearchArea, table: SQL, date: SQL, where: SQL, m: Matching): Promise<Candidate[]> {
  // a title match must match the whole term too (a word excluded with "-" may stand in the text)
  const matching = (titles?: SQL) =>
    sql`(select ${table}.id, search_vector, ${date} as date from ${table} where search_vector @@ ${m.words} ${titles ? sql`and search_vector @@ ${titles}` : sql``} and ${where} limit ${cap})`;
  return rowsOf<{ id: number; rank: number; date: Date | null }>(
    db.execute(sql`
      select id, ts_rank(search_vector, w.q) as rank, date from (
        ${matching(inTitles(m.words))} union all ${matching()}
      ) c, (select ${m.words} as q) w`),
  ).then((rows) => distinctHits(rows.map((r) => ({ area, id: r.id, rank: Number(r.rank), date: dateOf(r.date) }))));
}

const distinctHits = (list: Candidate[]) => [...new Map(list.map((c) => [c.id, c])).values()];

/** A word as `search_words` holds them: the rule of the migration's `search_words_add`. */
const WORD = "0-9A-Za-zÀ-ÖØ-öø-ÿẞ";
const wordsOfTerm = (term: string) => [...new Set(term.match(new RegExp(`[${WORD}]+`, "g")) ?? [])].filter((w) => w.length >= 3 && !/^[0-9]+$/.test(w) && w !== "OR");
/** How alike a typo and a title word must be (trigram similarity): "Frontfarbne"/"Frontfarben" 0.6, "Möbl"/"Möbel" 0.44. */
const SIMILAR_WORD = 0.4;

/**
 * The term with each word that no title holds replaced by the most similar title word, or null
 * when no word was replaced (every word is known, or nothing is similar enough).
 */
async function correctedTerm(db: Db, term: string): Promise<string | null> {
  const words = wordsOfTerm(term);
  if (words.length === 0) return null;
  const typed = sql.join(
    words.map((w) => sql`(${w})`),
    sql`, `,
  );
  const rows = await rowsOf<{ typed: string; spelling: string | null }>(
    db.execute(sql`
      select q.typed, (
        select s.spelling from search_words s
        where s.word operator(extensions.%) q.folded and extensions.similarity(s.word, q.folded) >= ${SIMILAR_WORD}
        order by extensions.similarity(s.word, q.folded) desc, s.word limit 1) as spelling
      from (select typed, lower(search_fold(typed)) as folded from (values ${typed}) v(typed)) q
      where not exists (select 1 from search_words k where k.word = q.folded)`),
  );
  const replaced = rows.filter((r): r is { typed: string; spelling: string } => r.spelling !== null);
  if (replaced.length === 0) return null;
  const spellingOf = new Map(replaced.map((r) => [r.typed, r.spelling]));
  return term.replace(new RegExp(`[${WORD}]+`, "g"), (w) => spellingOf.get(w) ?? w);
}

interface AreaSource {
  /** the area's table; its rows the caller may open: `where` */
  table: SQL;
  where: SQL;
  title: SQL;
  /** the text around the words (excerpt) */
  body: SQL;
  date: SQL;
  link: (id: number, extra: string | null) => string;
  /** small tables: the vector is made on the fly */
  vector?: SQL;
  /** a link detail (service pool: whether the entry has a page) */
  extra?: SQL;
}

const noDate = sql`null::timestamptz`;
const stripTags = (text: SQL) => sql`regexp_replace(${text}, '<[^>]*>', ' ', 'g')`;

function sources(caller: ContentCaller, now: Date): Record<FullSearchArea, AreaSource> {
  const viewer = documentViewerOf(caller);
  return {
    news: { table: sql`news`, where: visibleNews(caller), title: sql`news.title`, body: stripTags(sql`news.abstract || ' ' || news.text`), date: sql`news.published_on`, link: (id) => `/news/${id}` },
    documents: {
      // The documents list's own rules: approved, EVA only with EVA, another supplier's never, not expired.
      table: sql`documents`,
      where: sql`${visibleDocument(viewer)} and ${notExpired(now)}`,
      title: sql`documents.name`,
      body: sql`coalesce((select left(f.content_text, 20000) from files f where f.id = documents.file_id), '')`,
      date: sql`documents.uploaded_on`,
      link: (id) => `/documents/${id}`,
    },
    calendar: {
      table: sql`calendar_events`,
      where: eventAudience(caller),
      title: sql`calendar_events.title`,
      body: stripTags(sql`calendar_events.abstract || ' ' || coalesce(calendar_events.location, '') || ' ' || calendar_events.text`),
      date: sql`calendar_events.date_from`,
      link: (id) => `/calendar/${id}`,
    },
    brands: {
      table: sql`brands`,
      where: notArchived(brands),
      title: sql`brands.name`,
      body: sql`coalesce(brands.description, '') || ' ' || (select c.name from companies c where c.id = brands.company_id)`,
      date: noDate,
      link: (id) => `/brands/${id}`,
    },
    instructions: {
      table: sql`instructions`,
      where: sql`instructions.status = 'published' and ${notArchived(instructions)}`,
      title: sql`instructions.title`,
      body: sql`instructions.summary || ' ' || coalesce((select string_agg(s.title || ' ' || s.text, ' ') from instruction_steps s where s.instruction_id = instructions.id), '')`,
      date: noDate,
      link: (id) => `/instructions/${id}`,
    },
    services: {
      table: sql`partner_services`,
      where: notArchived(partnerServices),
      title: sql`partner_services.title`,
      body: sql`partner_services.name || ' ' || partner_services.teaser || ' ' || partner_services.text`,
      date: noDate,
      // An entry without a page of its own (spec §2) leads to the service pool.
      link: (id, serviceId) => servicePage(id, serviceId) ?? "/serviceandmore/services",
      extra: sql`partner_services.service_id`,
    },
    tags: { table: sql`sam_tags`, where: notArchived(samTags), title: sql`sam_tags.name`, body: sql`sam_tags.description`, date: noDate, link: (id) => `/tags/${id}` },
  };
}

/** Areas with a stored vector: the large data set holds thousands of their rows. */
const BIG_AREAS: ReadonlySet<FullSearchArea> = new Set(["news", "documents", "calendar", "brands"]);

/** The small tables (instructions, service pool, SAM tags): the vector of title and body made per row. */
function smallCandidates(db: Db, area: FullSearchArea, s: AreaSource, m: Matching): Promise<Candidate[]> {
  return rowsOf<{ id: number; rank: number }>(
    db.execute(sql`
      select id, ts_rank(v, w.q) as rank from (
        select ${s.table}.id, search_vector(${s.title}, ${s.body}) as v from ${s.table} where ${s.where}
      ) c, (select ${m.words} as q) w
      where v @@ w.q order by rank desc limit ${cap}`),
  ).then((rows) => rows.map((r) => ({ area, id: r.id, rank: Number(r.rank), date: null })));
}

function wordCandidates(db: Db, area: FullSearchArea, s: AreaSource, m: Matching): Promise<Candidate[]> {
  return BIG_AREAS.has(area) ? vectorCandidates(db, area, s.table, s.date, s.where, m) : smallCandidates(db, area, s, m);
}

const byRank = (a: Candidate, b: Candidate) => b.rank - a.rank || (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0) || a.id - b.id;

/** Title, link and excerpt of the hits of one area shown on the page. */
async function shape(db: Db, area: FullSearchArea, s: AreaSource, hits: Candidate[], highlight: SQL): Promise<Map<number, Omit<FullSearchHit, "rank" | "date" | "area">>> {
  if (hits.length === 0) return new Map();
  const ids = sql.join(
    hits.map((h) => sql`${h.id}`),
    sql`, `,
  );
  const marks = `StartSel=${EXCERPT_MARK_START}, StopSel=${EXCERPT_MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const rows = await rowsOf<{ id: number; title: string; excerpt: string; extra: string | null }>(
    db.execute(sql`
      select ${s.table}.id, ${s.title} as title, ${s.extra ?? sql`null`} as extra,
        ts_headline('german', translate(${s.body}, ${EXCERPT_MARK_START + EXCERPT_MARK_END}, ''), ${highlight}, ${marks}) as excerpt
      from ${s.table} where ${s.table}.id in (${ids})`),
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, link: s.link(r.id, r.extra), excerpt: r.excerpt.trim() }]));
}

export async function fullSearch(db: Db, caller: ContentCaller, query: { q: string; area?: FullSearchArea; page: number }, now: Date): Promise<FullSearchAnswer> {
  const areas = fullSearchAreasFor(caller);
  const searched = query.area ? areas.filter((a) => a === query.area) : areas;
  const source = sources(caller, now);
  const candidatesOf = (term: string) => Promise.all(searched.map((area) => wordCandidates(db, area, source[area], { words: wordsOf(term) })));

  let found = await candidatesOf(query.q);
  let term = query.q;
  let corrected = searched.length > 0 && found.every((list) => list.length === 0) ? await correctedTerm(db, query.q) : null;
  if (corrected) {
    const foundCorrected = await candidatesOf(corrected);
    // The word list holds the words of every title, also of those the caller may not open (an EVA
    // document, another supplier's): a correction that finds nothing the caller may open is not named.
    if (foundCorrected.some((list) => list.length > 0)) [found, term] = [foundCorrected, corrected];
    else corrected = null;
  }
  const counts = searched.map((area, i) => ({ area, total: found[i]!.length, capped: found[i]!.length >= cap }));
  const ranked = found.flat().sort(byRank);
  const start = (query.page - 1) * FULL_SEARCH_PAGE_SIZE;
  const page = ranked.slice(start, start + FULL_SEARCH_PAGE_SIZE);

  const highlight = highlightQuery(term);
  const shaped = await Promise.all(searched.map((area) => shape(db, area, source[area], page.filter((h) => h.area === area), highlight)));
  const shapeOf = new Map(searched.map((area, i) => [area, shaped[i]!]));
  const items = page.flatMap((hit): FullSearchHit[] => {
    const row = shapeOf.get(hit.area)?.get(hit.id);
    return row ? [{ ...row, area: hit.area, rank: hit.rank, date: hit.date?.toISOString() ?? null }] : [];
  });
  return { q: query.q, area: query.area ?? null, page: query.page, limit: FULL_SEARCH_PAGE_SIZE, total: ranked.length, areas, counts, corrected, items };
}
