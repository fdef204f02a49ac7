/**
 * The hits of the full search (/search, issue 30): area, linked title, date and the excerpt, whose
 * matching words the API sits between marker characters; they become <mark> elements here, the
 * excerpt itself is always text, never HTML (decision 0560: ts_headline does not escape).
 */
import { Link } from "~/components/ui/link";
import { EXCERPT_MARK_END, EXCERPT_MARK_START, type FullSearchHit } from "#contract/search";
import { useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";
import { registerContent } from "~/locales/de/content";

registerContent();

/** Text and marked parts of an excerpt, in order. */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  return excerpt.split(EXCERPT_MARK_START).flatMap((chunk, i) => {
    const end = i === 0 ? -1 : chunk.indexOf(EXCERPT_MARK_END);
    if (end < 0) return chunk ? [{ text: chunk.replaceAll(EXCERPT_MARK_END, ""), marked: false }] : [];
    const rest = chunk.slice(end + 1).replaceAll(EXCERPT_MARK_END, "");
    return [{ text: chunk.slice(0, end), marked: true }, ...(rest ? [{ text: rest, marked: false }] : [])];
  });
}

export function Excerpt({ text }: { text: string }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      {excerptParts(text).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

export function FullSearchResults({ items }: { items: FullSearchHit[] }) {
  const { t } = useTranslation();
  return (
    <ol className="divide-y divide-slate-200">
      {items.map((hit) => (
        <li key={`${hit.area}-${hit.id}`} className="py-3">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
            {t(`content.fullSearch.areas.${hit.area}`)}
            {hit.date ? ` · ${formatDate(hit.date)}` : ""}
          </p>
          <Link to={hit.link} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {hit.title}
          </Link>
          {hit.excerpt ? <Excerpt text={hit.excerpt} /> : null}
        </li>
      ))}
    </ol>
  );
}
