/**
 * The ZR-Simulator's screens: server-rendered HTML in the portal's look (the portal's stylesheet,
 * handed in by the host, and its classes), plain links and forms, no JavaScript. Like the external
 * system it stands in for, it has its own components, texts and formats and imports nothing of
 * the portal.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RECEIPT_COLUMNS } from "./csv";
import type { AccountKind } from "./data";
import { euros, germanDate, germanDateTime } from "./german";
import { ZR_TEXTS as T, fill, plural } from "./texts";

export const SCREENS = ["list", "receipt-search", "upload", "sales-report", "statistic", "trading-partner"] as const;
export type Screen = (typeof SCREENS)[number];

/** Spec §6: upload and sales report for suppliers, the trading-partner view for HP. */
export function screenAllowed(screen: Screen, kind: AccountKind): boolean {
  if (screen === "upload" || screen === "sales-report") return kind === "LF";
  if (screen === "trading-partner") return kind === "HP";
  return true;
}

export interface Frame {
  base: string;
  accid: string;
  kind: AccountKind;
  brandName: string;
  stylesheets: readonly string[];
}

const field = "mt-1 block h-control w-full rounded-md border border-slate-300 bg-white px-3";
const label = "block text-sm font-medium text-slate-800";
const th = "px-3 py-2 text-left text-sm font-semibold text-slate-800";
const td = "px-3 py-2 text-sm text-slate-800";
const num = "px-3 py-2 text-right text-sm tabular-nums text-slate-800";
// The portal's buttons (primary, secondary) in the classes of its stylesheet.
const button = "inline-flex h-control items-center justify-center gap-2 rounded-md px-4 font-medium transition-colors";
const primaryButton = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryButton = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

export function page(frame: Frame | { stylesheets: readonly string[] }, title: string, body: ReactNode, current?: Screen): string {
  const full = "base" in frame;
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – ${T.title}`}</title>
        {frame.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="bg-slate-50 font-sans text-slate-900">
        {full ? (
          <header className="border-b border-slate-200 bg-white px-4 py-3">
            <p className="text-sm text-slate-600">
              {T.title} · {frame.brandName} · {fill(T.account, { accid: frame.accid })}
            </p>
            <nav aria-label={T.nav.label} className="mt-2">
              <ul className="flex flex-wrap gap-2">
                {SCREENS.filter((s) => screenAllowed(s, frame.kind)).map((s) => (
                  <li key={s}>
                    <a
                      href={`${frame.base}/${s}`}
                      aria-current={s === current ? "page" : undefined}
                      className={`rounded-md px-3 py-1.5 text-sm font-medium ${s === current ? "bg-brand-600 text-white" : "text-brand-700 underline hover:bg-brand-50"}`}
                    >
                      {T.nav[s]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </header>
        ) : null}
        <main className="mx-auto max-w-6xl p-4">
          <h1 className="mb-2 text-2xl font-semibold text-slate-900">{title}</h1>
          {body}
        </main>
      </body>
    </html>,
  )}`;
}

function Intro({ children }: { children: ReactNode }) {
  return <p className="mb-4 max-w-3xl text-slate-700">{children}</p>;
}

function Alert({ kind = "error", children }: { kind?: "error" | "success"; children: ReactNode }) {
  const cls = kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900";
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`mb-4 rounded-md border p-3 ${cls}`}>
      {children}
    </div>
  );
}

function Table({ caption, head, children, foot }: { caption?: string; head: ReactNode; children: ReactNode; foot?: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full">
        {caption ? <caption className="px-3 py-2 text-left font-semibold">{caption}</caption> : null}
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot ? <tfoot className="border-t border-slate-200 font-semibold">{foot}</tfoot> : null}
      </table>
    </div>
  );
}

export function pageHref(query: URLSearchParams, pageNumber: number): string {
  const params = new URLSearchParams(query);
  if (pageNumber <= 1) params.delete("page");
  else params.set("page", String(pageNumber));
  const q = params.toString();
  return q ? `?${q}` : "?";
}

function Pagination({ page: current, total, size, query }: { page: number; total: number; size: number; query: URLSearchParams }) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const link = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50";
  return (
    <nav aria-label={T.pagination.label} className="mt-4 flex items-center justify-between gap-4">
      {current > 1 ? (
        <a href={pageHref(query, current - 1)} rel="prev" className={link}>
          {T.pagination.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{fill(T.pagination.pageOf, { page: current, pages })}</span>
      {current < pages ? (
        <a href={pageHref(query, current + 1)} rel="next" className={link}>
          {T.pagination.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

export interface RunRow {
  number: string;
  periodFrom: string;
  periodTo: string;
  receiptCount: number;
  grossCents: number;
  discountCents: number;
  status: "open" | "settled" | "paid";
}

export function ListView({ runs, total, page: current, size, query }: { runs: RunRow[]; total: number; page: number; size: number; query: URLSearchParams }) {
  const L = T.list;
  return (
    <>
      <Intro>{L.intro}</Intro>
      {runs.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{L.empty}</p>
      ) : (
        <Table
          head={
            <>
              <th scope="col" className={th}>{L.number}</th>
              <th scope="col" className={th}>{L.period}</th>
              <th scope="col" className={`${th} text-right`}>{L.receipts}</th>
              <th scope="col" className={`${th} text-right`}>{L.gross}</th>
              <th scope="col" className={`${th} text-right`}>{L.discount}</th>
              <th scope="col" className={th}>{L.status}</th>
            </>
          }
        >
          {runs.map((r) => (
            <tr key={r.number}>
              <th scope="row" className={`${td} font-medium`}>{r.number}</th>
              <td className={td}>
                {germanDate(r.periodFrom)} – {germanDate(r.periodTo)}
              </td>
              <td className={num}>{r.receiptCount}</td>
              <td className={num}>{euros(r.grossCents)}</td>
              <td className={num}>{euros(r.discountCents)}</td>
              <td className={td}>{L.statuses[r.status]}</td>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={current} total={total} size={size} query={query} />
    </>
  );
}

export interface ReceiptRow {
  id: number;
  number: string;
  kind: "invoice" | "credit";
  receiptDate: string;
  supplierName: string;
  partnerName: string;
  brand: string;
  grossCents: number;
  runNumber: string | null;
}

export interface SearchForm {
  number: string;
  from: string;
  to: string;
  partner: string;
  brand: string;
  min: string;
  max: string;
}
export type SearchErrors = Partial<Record<keyof SearchForm, string>>;

function Field({ name, text, value, error, hint }: { name: string; text: string; value: string; error?: string; hint?: string }) {
  const described = [error ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-[10rem] flex-1">
      <label htmlFor={`f-${name}`} className={label}>
        {text}
      </label>
      <input id={`f-${name}`} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={described} className={field} inputMode={hint ? "decimal" : undefined} />
      {hint ? (
        <p id={`${name}-hint`} className="sr-only">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Select({ name, text, value, all, options }: { name: string; text: string; value: string; all: string; options: string[] }) {
  return (
    <div className="min-w-[12rem] flex-1">
      <label htmlFor={`f-${name}`} className={label}>
        {text}
      </label>
      <select id={`f-${name}`} name={name} defaultValue={value} className={field}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SearchView(props: { frame: Frame; form: SearchForm; errors: SearchErrors; partners: string[]; brands: string[]; rows: ReceiptRow[]; total: number; page: number; size: number; query: URLSearchParams }) {
  const { frame, form, errors, rows } = props;
  const S = T.search;
  const partnerLabel = frame.kind === "LF" ? S.tradingPartner : S.supplier;
  return (
    <>
      <Intro>{S.intro}</Intro>
      {Object.keys(errors).length > 0 ? <Alert>{S.invalid}</Alert> : null}
      <form method="get" action={`${frame.base}/receipt-search`} className="mb-4 rounded-lg bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-end gap-4">
          <Field name="number" text={S.number} value={form.number} error={errors.number} />
          <Field name="from" text={S.from} value={form.from} error={errors.from} />
          <Field name="to" text={S.to} value={form.to} error={errors.to} />
          <Select name="partner" text={partnerLabel} value={form.partner} all={S.partnerAll} options={props.partners} />
          <Select name="brand" text={S.brand} value={form.brand} all={S.brandAll} options={props.brands} />
          <Field name="min" text={S.min} value={form.min} error={errors.min} hint={S.invalidAmount} />
          <Field name="max" text={S.max} value={form.max} error={errors.max} hint={S.invalidAmount} />
        </div>
        <div className="mt-4 flex items-center gap-4">
          <button type="submit" className={primaryButton}>
            {S.submit}
          </button>
          <a href={`${frame.base}/receipt-search`} className="text-sm text-brand-700 underline">
            {S.reset}
          </a>
        </div>
      </form>
      <p className="mb-2 text-sm text-slate-600" role="status">
        {plural({ one: S.results_one, other: S.results_other }, props.total)}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{S.empty}</p>
      ) : (
        <Table
          head={
            <>
              <th scope="col" className={th}>{S.number}</th>
              <th scope="col" className={th}>{S.kind}</th>
              <th scope="col" className={th}>{S.date}</th>
              <th scope="col" className={th}>{partnerLabel}</th>
              <th scope="col" className={th}>{S.brand}</th>
              <th scope="col" className={`${th} text-right`}>{S.amount}</th>
              <th scope="col" className={th}>{S.run}</th>
              <th scope="col" className={th}>{S.pdf}</th>
            </>
          }
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className={`${td} font-medium`}>{r.number}</th>
              <td className={td}>{S.kinds[r.kind]}</td>
              <td className={td}>{germanDate(r.receiptDate)}</td>
              <td className={td}>{frame.kind === "LF" ? r.partnerName : r.supplierName}</td>
              <td className={td}>{r.brand}</td>
              <td className={num}>{r.kind === "credit" ? `−${euros(r.grossCents)}` : euros(r.grossCents)}</td>
              <td className={td}>{r.runNumber ?? S.pending}</td>
              <td className={td}>
                <a href={`${frame.base}/receipts/${r.id}.pdf`} className="text-brand-700 underline" aria-label={fill(S.pdfLabel, { number: r.number })}>
                  {S.pdf}
                </a>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={props.page} total={props.total} size={props.size} query={props.query} />
    </>
  );
}

export type UploadResult = { file: string; ok: true; message: string } | { file: string; ok: false; message: string; lines?: { line: number; message: string }[] };

export interface UploadRow {
  id: number;
  fileName: string;
  kind: "pdf" | "csv";
  count: number;
  createdAt: Date;
}

export function UploadView({ frame, results, error, recent }: { frame: Frame; results: UploadResult[]; error?: string; recent: UploadRow[] }) {
  const U = T.upload;
  return (
    <>
      <Intro>{U.intro}</Intro>
      {error ? <Alert>{error}</Alert> : null}
      {results.length > 0 ? (
        <section aria-labelledby="results" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
          <h2 id="results" className="mb-2 text-lg font-semibold">
            {U.results}
          </h2>
          <ul className="space-y-3">
            {results.map((r) => (
              <li key={r.file} className={`rounded-md border p-3 ${r.ok ? "border-green-300 bg-green-50" : "border-red-300 bg-red-50"}`}>
                <p className="font-medium">{r.file}</p>
                <p>{r.message}</p>
                {!r.ok && r.lines ? (
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {r.lines.map((l) => (
                      <li key={l.line}>
                        {fill(U.line, { line: l.line })}: {l.message}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form method="post" encType="multipart/form-data" action={`${frame.base}/upload`} className="mb-6 rounded-lg bg-white p-4 shadow-sm">
        <label htmlFor="f-files" className={label}>
          {U.files}
        </label>
        <input id="f-files" name="files" type="file" multiple accept=".pdf,.csv,application/pdf,text/csv" aria-describedby="csv-format" className="mt-1 block w-full text-sm" />
        <p id="csv-format" className="mt-2 text-sm text-slate-600">
          {U.csvFormat} <code>{RECEIPT_COLUMNS.map((c) => c.header).join(";")}</code>
        </p>
        <button type="submit" className={`${primaryButton} mt-4`}>
          {U.submit}
        </button>
      </form>
      <h2 className="mb-2 text-lg font-semibold">{U.recent}</h2>
      {recent.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{U.recentEmpty}</p>
      ) : (
        <Table
          head={
            <>
              <th scope="col" className={th}>{U.fileName}</th>
              <th scope="col" className={th}>{U.uploadedAt}</th>
              <th scope="col" className={th}>{U.outcome}</th>
            </>
          }
        >
          {recent.map((u) => (
            <tr key={u.id}>
              <td className={td}>{u.fileName}</td>
              <td className={td}>{germanDateTime(u.createdAt)}</td>
              <td className={td}>{fill(u.kind === "pdf" ? U.outcomePdf : U.outcomeCsv, { count: u.count })}</td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

export interface SalesViewProps {
  frame: Frame;
  month: string;
  months: string[];
  partners: string[];
  /** what the form shows per partner: saved amounts or what the user typed */
  values: Record<string, string>;
  errors: Record<string, string>;
  closedAt: Date | null;
  notice?: string;
  error?: string;
  csvErrors?: { line: number; message: string }[];
}

export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
}

export function SalesView(p: SalesViewProps) {
  const S = T.sales;
  const closed = p.closedAt !== null;
  const action = `${p.frame.base}/sales-report?month=${p.month}`;
  return (
    <>
      <Intro>{S.intro}</Intro>
      {p.notice ? <Alert kind="success">{p.notice}</Alert> : null}
      {p.error ? (
        <Alert>
          <p>{p.error}</p>
          {p.csvErrors ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {p.csvErrors.map((l) => (
                <li key={l.line}>
                  {fill(T.upload.line, { line: l.line })}: {l.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <form method="get" action={`${p.frame.base}/sales-report`} className="mb-4 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm">
        <div className="min-w-[14rem]">
          <label htmlFor="f-month" className={label}>
            {S.month}
          </label>
          <select id="f-month" name="month" defaultValue={p.month} className={field}>
            {p.months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButton}>
          {S.show}
        </button>
      </form>
      <h2 className="mb-2 text-lg font-semibold">
        {monthLabel(p.month)} – {p.closedAt ? fill(S.closedAt, { date: germanDate(p.closedAt) }) : S.open}
      </h2>
      {closed ? <p className="mb-4 rounded-md border border-slate-300 bg-white p-3">{S.closed}</p> : null}
      {p.partners.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{S.noPartners}</p>
      ) : (
        <form method="post" action={action} className="mb-6">
          <input type="hidden" name="intent" value="save" />
          <Table
            head={
              <>
                <th scope="col" className={th}>{S.partner}</th>
                <th scope="col" className={`${th} text-right`}>{S.amount}</th>
              </>
            }
          >
            {p.partners.map((partner, i) => (
              <tr key={partner}>
                <th scope="row" className={`${td} font-medium`}>
                  <label htmlFor={`amount-${i}`}>{partner}</label>
                </th>
                <td className={`${td} text-right`}>
                  <input type="hidden" name="partner" value={partner} />
                  <input
                    id={`amount-${i}`}
                    name="amount"
                    inputMode="decimal"
                    defaultValue={p.values[partner] ?? ""}
                    readOnly={closed}
                    aria-label={fill(S.amountLabel, { partner })}
                    aria-invalid={p.errors[partner] ? true : undefined}
                    aria-describedby={p.errors[partner] ? `amount-${i}-error` : undefined}
                    className="h-control w-40 rounded-md border border-slate-300 bg-white px-3 text-right read-only:bg-slate-100"
                  />
                  {p.errors[partner] ? (
                    <p id={`amount-${i}-error`} className="mt-1 text-sm text-red-700">
                      {p.errors[partner]}
                    </p>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
          {closed ? null : (
            <button type="submit" className={`${primaryButton} mt-4`}>
              {S.save}
            </button>
          )}
        </form>
      )}
      {closed || p.partners.length === 0 ? null : (
        <div className="grid gap-4 md:grid-cols-2">
          <form method="post" encType="multipart/form-data" action={action} className="rounded-lg bg-white p-4 shadow-sm">
            <input type="hidden" name="intent" value="import" />
            <h2 className="text-lg font-semibold">{S.import}</h2>
            <p id="import-hint" className="mb-2 text-sm text-slate-600">
              {S.importHint}
            </p>
            <label htmlFor="f-csv" className={label}>
              {S.importFile}
            </label>
            <input id="f-csv" name="file" type="file" accept=".csv,text/csv" aria-describedby="import-hint" className="mt-1 block w-full text-sm" />
            <button type="submit" className={`${secondaryButton} mt-4`}>
              {S.importSubmit}
            </button>
          </form>
          <form method="post" action={action} className="rounded-lg bg-white p-4 shadow-sm">
            <input type="hidden" name="intent" value="close" />
            <h2 className="text-lg font-semibold">{S.close}</h2>
            <p id="close-hint" className="mb-2 text-sm text-slate-600">
              {S.closeHint}
            </p>
            <button type="submit" aria-describedby="close-hint" className={secondaryButton}>
              {S.close}
            </button>
          </form>
        </div>
      )}
    </>
  );
}

export interface TurnoverRow {
  month: string;
  brand: string;
  partner: string;
  cents: number;
}

interface Bar {
  label: string;
  /** the bar's length, relative to the longest */
  value: number;
  display: string;
}

/**
 * One breakdown of the turnover: a bar per label, drawn as an image whose name says what it shows,
 * and the same figures in a table beneath, so they are readable by screen readers and without colour.
 */
function BarFigure({ id, title, summary, bars, columnLabel, valueLabel }: { id: string; title: string; summary: string; bars: readonly Bar[]; columnLabel: string; valueLabel: string }) {
  const longest = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="mb-2 font-semibold text-slate-900">
        {title}
      </figcaption>
      <div role="img" aria-label={`${title}. ${summary}`} className="mb-3 grid grid-cols-[minmax(0,9rem)_1fr] items-center gap-x-3 gap-y-1 text-xs text-slate-700">
        {bars.map((b) => [
          <span key={`${b.label}:label`} className="truncate">
            {b.label}
          </span>,
          <span key={`${b.label}:bar`} className="block h-3 rounded-sm bg-brand-600" style={{ width: `${Math.round((b.value / longest) * 1000) / 10}%` }} />,
        ])}
      </div>
      <Table head={[columnLabel, valueLabel].map((h, i) => <th key={h} scope="col" className={i ? `${th} text-right` : th}>{h}</th>)}>
        {bars.map((b) => (
          <tr key={b.label}>
            <td className={td}>{b.label}</td>
            <td className={num}>{b.display}</td>
          </tr>
        ))}
      </Table>
    </figure>
  );
}

function bars(rows: readonly TurnoverRow[], key: "month" | "brand" | "partner", labelOf: (k: string) => string = (k) => k): Bar[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r[key], (sums.get(r[key]) ?? 0) + r.cents);
  return [...sums].map(([k, cents]) => ({ label: labelOf(k), value: Math.max(cents, 0) / 100, display: euros(cents) }));
}

const shortMonth = (m: string) => `${m.slice(5)}/${m.slice(2, 4)}`;

export function StatisticView({ frame, rows }: { frame: Frame; rows: TurnoverRow[] }) {
  const S = T.statistic;
  const partnerLabel = frame.kind === "LF" ? T.search.tradingPartner : T.search.supplier;
  if (rows.length === 0) return <p className="rounded-lg bg-white p-4 shadow-sm">{S.empty}</p>;
  const charts: [string, string, Bar[], string][] = [
    ["by-month", S.byMonth, bars(rows, "month", shortMonth), S.month],
    ["by-brand", S.byBrand, bars(rows, "brand"), S.brand],
    ["by-partner", frame.kind === "LF" ? S.byPartner : S.bySupplier, bars(rows, "partner"), partnerLabel],
  ];
  return (
    <>
      <Intro>{S.intro}</Intro>
      <p className="mb-4">
        <a href={`${frame.base}/statistic.csv`} className={secondaryButton} download>
          {S.export}
        </a>
      </p>
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        {charts.map(([id, title, data, column]) => (
          <BarFigure
            key={id}
            id={id}
            title={title}
            bars={data}
            columnLabel={column}
            valueLabel={S.turnover}
            summary={fill(S.summary, { count: data.length, total: euros(data.reduce((s, b) => s + b.value * 100, 0)) })}
          />
        ))}
      </div>
      <Table
        caption={S.table}
        head={
          <>
            <th scope="col" className={th}>{S.month}</th>
            <th scope="col" className={th}>{S.brand}</th>
            <th scope="col" className={th}>{partnerLabel}</th>
            <th scope="col" className={`${th} text-right`}>{S.turnover}</th>
          </>
        }
      >
        {rows.map((r) => (
          <tr key={`${r.month}|${r.brand}|${r.partner}`}>
            <td className={td}>{monthLabel(r.month)}</td>
            <td className={td}>{r.brand}</td>
            <td className={td}>{r.partner}</td>
            <td className={num}>{euros(r.cents)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function PartnersView({ rows }: { rows: { supplier: string; receipts: number; cents: number; last: string }[] }) {
  const P = T.partners;
  if (rows.length === 0) return <p className="rounded-lg bg-white p-4 shadow-sm">{P.empty}</p>;
  return (
    <>
      <Intro>{P.intro}</Intro>
      <Table
        head={
          <>
            <th scope="col" className={th}>{P.supplier}</th>
            <th scope="col" className={`${th} text-right`}>{P.receipts}</th>
            <th scope="col" className={`${th} text-right`}>{P.turnover}</th>
            <th scope="col" className={th}>{P.last}</th>
          </>
        }
        foot={
          <tr>
            <th scope="row" className={td}>{P.total}</th>
            <td className={num}>{rows.reduce((s, r) => s + r.receipts, 0)}</td>
            <td className={num}>{euros(rows.reduce((s, r) => s + r.cents, 0))}</td>
            <td />
          </tr>
        }
      >
        {rows.map((r) => (
          <tr key={r.supplier}>
            <th scope="row" className={`${td} font-medium`}>{r.supplier}</th>
            <td className={num}>{r.receipts}</td>
            <td className={num}>{euros(r.cents)}</td>
            <td className={td}>{germanDate(r.last)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function MessageView({ text }: { text: string }) {
  return <p className="rounded-lg bg-white p-4 shadow-sm">{text}</p>;
}
