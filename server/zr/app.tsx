/**
 * The ZR-Simulator (ARCHITECTURE: server/zr): stands in for the external central-settlement system
 * under /sam when ZR_BASE_URL is unset. POST /sam/logon trades the portal's session_token for an
 * apiSession; the screens live under /sam/s/{apiSession}/{screen} and show only the data of that
 * session's account (decision 0900). Server-rendered HTML, forms without JavaScript.
 */
import { createHash } from "node:crypto";
import type { ReactNode } from "react";
import { Hono, type Context } from "hono";
import type { Db } from "../api/db/client";
import { zrLogonRequestSchema } from "#contract/zr";
import { toCsv, validateReceiptCsv, validateSalesCsv, type LineError } from "./csv";
import * as data from "./data";
import { parseGermanAmount, parseGermanDate, centsToGerman, germanDate } from "./german";
import { makePdf } from "./make-pdf";
import { monthBefore } from "./months";
import { pdfPages } from "./pdf-check";
import { accountOfSession, logon, type IdentifyToken } from "./sessions";
import { ZR_TEXTS as T, fill, plural } from "./texts";
import {
  ListView,
  MessageView,
  PartnersView,
  SalesView,
  SearchView,
  StatisticView,
  UploadView,
  page,
  screenAllowed,
  SCREENS,
  type Frame,
  type Screen,
  type SearchErrors,
  type SearchForm,
  type UploadResult,
} from "./views";

export interface ZrSimulatorDeps {
  db: Db;
  identify: IdentifyToken;
  /** the portal's stylesheet URLs, so the screens look like the portal */
  stylesheets: () => Promise<readonly string[]>;
  now?: () => Date;
}

type Env = { Variables: { frame: Frame; account: data.ZrAccount } };

const MAX_FILES = 10;
/** all files of one upload together; the host's body limit for /sam uploads matches it */
export const ZR_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

function apiError(c: Context, status: 400 | 401 | 403, code: string, message: string) {
  return c.json({ errors: [{ message, extensions: { code } }] }, status);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const pageOf = (c: Context) => {
  const n = Number(c.req.query("page") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

export function createZrSimulator(deps: ZrSimulatorDeps) {
  const { db, identify } = deps;
  const now = deps.now ?? (() => new Date());
  const app = new Hono<Env>().basePath("/sam");
  const html = async (c: Context<Env>, title: string, body: ReactNode, screen?: Screen, status: 200 | 401 | 403 | 404 | 422 = 200) => {
    const frame = c.get("frame") ?? { stylesheets: await deps.stylesheets() };
    c.header("Cache-Control", "no-store");
    return c.html(page(frame, title, body, screen), status);
  };

  app.post("/logon", async (c) => {
    const type = c.req.header("content-type") ?? "";
    const body: unknown = type.includes("application/json") ? await c.req.json().catch(() => null) : await c.req.parseBody().catch(() => null);
    const parsed = zrLogonRequestSchema.safeParse(body);
    if (!parsed.success) return apiError(c, 400, "INVALID_PAYLOAD", "session_token and accid are required.");
    const result = await logon(db, identify, parsed.data, now());
    if (!result.ok) return result.reason === "token" ? apiError(c, 401, "INVALID_CREDENTIALS", "Invalid session_token.") : apiError(c, 403, "FORBIDDEN", "You don't have permission to access this.");
    c.header("Cache-Control", "no-store");
    return c.json({ apiSession: result.apiSession });
  });

  // Every screen: the apiSession in the path names the one account it may show.
  app.use("/s/:apiSession/*", async (c, next) => {
    const apiSession = c.req.param("apiSession");
    const account = await accountOfSession(db, apiSession, now());
    if (!account) return html(c, T.errors.sessionTitle, <MessageView text={T.errors.session} />, undefined, 401);
    const info = await data.accountInfo(db, account.accid);
    c.set("account", account);
    c.set("frame", { base: `/sam/s/${apiSession}`, accid: account.accid, kind: account.kind, brandName: info?.brandName ?? "", stylesheets: await deps.stylesheets() });
    await next();
  });
  app.use("/s/:apiSession/:screen{[a-z-]+(\\.csv)?}", async (c, next) => {
    const screen = c.req.param("screen").replace(/\.csv$/, "") as Screen;
    if (SCREENS.includes(screen) && !screenAllowed(screen, c.get("account").kind)) {
      return html(c, T.errors.forbiddenTitle, <MessageView text={T.errors.forbidden} />, undefined, 403);
    }
    await next();
  });

  app.get("/s/:apiSession/list", async (c) => {
    const current = pageOf(c);
    const { rows, total } = await data.listRuns(db, c.get("account").accid, current);
    const query = new URL(c.req.url).searchParams;
    return html(c, T.nav.list, <ListView runs={rows} total={total} page={current} size={data.RUNS_PAGE_SIZE} query={query} />, "list");
  });

  app.get("/s/:apiSession/receipt-search", async (c) => {
    const q = (k: keyof SearchForm) => (c.req.query(k) ?? "").trim().slice(0, 100);
    const form: SearchForm = { number: q("number"), from: q("from"), to: q("to"), partner: q("partner"), brand: q("brand"), min: q("min"), max: q("max") };
    const errors: SearchErrors = {};
    const date = (k: "from" | "to") => {
      if (!form[k]) return undefined;
      const iso = parseGermanDate(form[k]);
      if (!iso) errors[k] = T.search.invalidDate;
      return iso ?? undefined;
    };
    const amount = (k: "min" | "max") => {
      if (!form[k]) return undefined;
      const cents = parseGermanAmount(form[k]);
      if (cents === null) errors[k] = T.search.invalidAmount;
      return cents ?? undefined;
    };
    const filter: data.ReceiptFilter = { number: form.number || undefined, from: date("from"), to: date("to"), partner: form.partner || undefined, brand: form.brand || undefined, minCents: amount("min"), maxCents: amount("max") };
    const current = pageOf(c);
    const account = c.get("account");
    const [facets, result] = await Promise.all([data.receiptFacets(db, account), data.searchReceipts(db, account, filter, current)]);
    const query = new URL(c.req.url).searchParams;
    return html(
      c,
      T.nav["receipt-search"],
      <SearchView frame={c.get("frame")} form={form} errors={errors} partners={facets.partners} brands={facets.brands} rows={result.rows} total={result.total} page={current} size={data.PAGE_SIZE} query={query} />,
      "receipt-search",
    );
  });

  app.get("/s/:apiSession/receipts/:file{[0-9]{1,9}\\.pdf}", async (c) => {
    const id = Number(c.req.param("file").replace(/\.pdf$/, ""));
    const account = c.get("account");
    const receipt = await data.receiptOf(db, account, id);
    // Another account's receipt answers like a missing one: its existence is not the caller's business.
    if (!receipt) return html(c, T.errors.notFoundTitle, <MessageView text={T.errors.notFound} />, undefined, 404);
    const info = await data.accountInfo(db, account.accid);
    const L = T.pdf.lines;
    const kind = T.search.kinds[receipt.kind];
    const bytes = makePdf(fill(T.pdf.title, { kind, number: receipt.number }), [
      fill(L.date, { date: germanDate(receipt.receiptDate) }),
      fill(L.supplier, { name: receipt.supplierName }),
      fill(L.partner, { name: receipt.partnerName }),
      fill(L.brand, { brand: receipt.brand }),
      fill(L.amount, { amount: `${receipt.kind === "credit" ? "-" : ""}${centsToGerman(receipt.grossCents)}` }),
      receipt.runNumber ? fill(L.run, { run: receipt.runNumber }) : L.pending,
      "",
      fill(L.footer, { federation: info?.federation ?? "", accid: account.accid }),
    ]);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${receipt.number.replace(/[^\w-]/g, "_")}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  });

  const uploadPage = async (c: Context<Env>, results: UploadResult[], error?: string, status: 200 | 422 = 200) =>
    html(c, T.nav.upload, <UploadView frame={c.get("frame")} results={results} error={error} recent={await data.recentUploads(db, c.get("account").accid)} />, "upload", status);

  app.get("/s/:apiSession/upload", (c) => uploadPage(c, []));

  app.post("/s/:apiSession/upload", async (c) => {
    const body = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
    const raw = body.files;
    const files = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length === 0) return uploadPage(c, [], T.upload.none, 422);
    if (files.length > MAX_FILES) return uploadPage(c, [], T.upload.tooMany, 422);
    const account = c.get("account");
    const results: UploadResult[] = [];
    for (const file of files) {
      const name = file.name.slice(0, 200);
      if (file.size > ZR_UPLOAD_MAX_BYTES) {
        results.push({ file: name, ok: false, message: fill(T.upload.tooLarge, { file: name }) });
        continue;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      if (/\.pdf$/i.test(name)) {
        const pages = pdfPages(bytes);
        if (pages === 0) results.push({ file: name, ok: false, message: T.upload.notPdf });
        else {
          await data.recordUpload(db, account.accid, { fileName: name, kind: "pdf", bytes: bytes.length, sha256, count: pages });
          results.push({ file: name, ok: true, message: fill(T.upload.pdfAccepted, { pages }) });
        }
      } else if (/\.csv$/i.test(name)) {
        const [partners, brands, existing] = await Promise.all([data.knownPartners(db), data.brandsOfSupplier(db, account.accid), data.receiptNumbersOf(db, account.accid)]);
        const checked = validateReceiptCsv(new TextDecoder().decode(bytes), { today: now().toISOString().slice(0, 10), partners, brands, existingNumbers: existing });
        if (!checked.ok) results.push({ file: name, ok: false, message: T.upload.csvRejected, lines: checked.errors });
        else {
          const supplierName = await data.supplierNameOf(db, account.accid, c.get("frame").brandName);
          await data.importReceipts(db, account, supplierName, checked.rows);
          await data.recordUpload(db, account.accid, { fileName: name, kind: "csv", bytes: bytes.length, sha256, count: checked.rows.length });
          results.push({ file: name, ok: true, message: plural({ one: T.upload.csvAccepted_one, other: T.upload.csvAccepted_other }, checked.rows.length) });
        }
      } else results.push({ file: name, ok: false, message: T.upload.wrongType });
    }
    return uploadPage(c, results, undefined, results.every((r) => r.ok) ? 200 : 422);
  });

  /** the twelve months a report can be looked at: the current one and eleven before */
  const reportMonths = () => Array.from({ length: 12 }, (_, i) => monthBefore(now(), i));

  const salesPage = async (c: Context<Env>, month: string, extra: { typed?: Record<string, string>; errors?: Record<string, string>; notice?: string; error?: string; csvErrors?: LineError[] } = {}, status: 200 | 422 = 200) => {
    const account = c.get("account");
    const [partners, saved] = await Promise.all([data.partnersOfSupplier(db, account.accid), data.salesOf(db, account.accid, month)]);
    const values = extra.typed ?? Object.fromEntries([...saved.amounts].map(([p, cents]) => [p, centsToGerman(cents)]));
    return html(
      c,
      T.nav["sales-report"],
      <SalesView frame={c.get("frame")} month={month} months={reportMonths()} partners={partners} values={values} errors={extra.errors ?? {}} closedAt={saved.closedAt} notice={extra.notice} error={extra.error} csvErrors={extra.csvErrors} />,
      "sales-report",
      status,
    );
  };
  const monthParam = (c: Context<Env>) => {
    const month = c.req.query("month") ?? reportMonths()[0]!;
    return reportMonths().includes(month) ? month : null;
  };
  const NOTICES: Record<string, string> = { saved: T.sales.saved, imported: T.sales.imported, closed: T.sales.closedNow };

  app.get("/s/:apiSession/sales-report", async (c) => {
    const month = monthParam(c);
    if (!month) return salesPage(c, reportMonths()[0]!, { error: T.sales.invalidMonth }, 422);
    return salesPage(c, month, { notice: NOTICES[c.req.query("done") ?? ""] });
  });

  app.post("/s/:apiSession/sales-report", async (c) => {
    const month = monthParam(c);
    if (!month) return salesPage(c, reportMonths()[0]!, { error: T.sales.invalidMonth }, 422);
    const account = c.get("account");
    const body = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
    const intent = text(body.intent);
    const partners = await data.partnersOfSupplier(db, account.accid);
    const done = (what: string) => c.redirect(`${c.get("frame").base}/sales-report?month=${month}&done=${what}`, 303);
    try {
      if (intent === "close") {
        await data.saveSales(db, account.accid, month, [], true);
        return done("closed");
      }
      if (intent === "import") {
        const file = body.file;
        const content = file instanceof File ? await file.text() : "";
        const checked = validateSalesCsv(content, partners);
        if (!checked.ok) return salesPage(c, month, { error: T.upload.csvRejected, csvErrors: checked.errors }, 422);
        await data.saveSales(db, account.accid, month, checked.rows);
        return done("imported");
      }
      // save: one amount per listed partner, in the order the form sent them
      const names = ([] as unknown[]).concat(body.partner ?? []).map(text);
      const amounts = ([] as unknown[]).concat(body.amount ?? []).map(text);
      const typed: Record<string, string> = {};
      const errors: Record<string, string> = {};
      const lines = [];
      for (const [i, partner] of names.entries()) {
        if (!partners.includes(partner)) continue;
        const raw = (amounts[i] ?? "").trim();
        typed[partner] = raw;
        if (raw === "") continue;
        const cents = parseGermanAmount(raw);
        if (cents === null) errors[partner] = T.csv.sales;
        else lines.push({ partner, amountCents: cents });
      }
      if (Object.keys(errors).length > 0) return salesPage(c, month, { typed, errors, error: T.sales.invalid }, 422);
      await data.saveSales(db, account.accid, month, lines);
      return done("saved");
    } catch (error) {
      if (error instanceof data.MonthClosedError) return salesPage(c, month, { error: T.sales.closed }, 422);
      throw error;
    }
  });

  const statisticRows = (account: data.ZrAccount) => data.turnover(db, account, `${monthBefore(now(), 11)}-01`);

  app.get("/s/:apiSession/statistic", async (c) =>
    html(c, T.nav.statistic, <StatisticView frame={c.get("frame")} rows={await statisticRows(c.get("account"))} />, "statistic"),
  );

  app.get("/s/:apiSession/statistic.csv", async (c) => {
    const account = c.get("account");
    const S = T.statistic;
    const header = [S.month, S.brand, account.kind === "LF" ? T.search.tradingPartner : T.search.supplier, `${S.turnover} (EUR)`];
    const rows = (await statisticRows(account)).map((r) => [r.month, r.brand, r.partner, centsToGerman(r.cents)]);
    return c.body(toCsv(header, rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistik-${account.accid}.csv"`,
      "Cache-Control": "private, no-store",
    });
  });

  app.get("/s/:apiSession/trading-partner", async (c) =>
    html(c, T.nav["trading-partner"], <PartnersView rows={await data.suppliersOfPartner(db, c.get("account").accid)} />, "trading-partner"),
  );

  app.get("/s/:apiSession", (c) => c.redirect(`${c.get("frame").base}/list`, 302));

  app.notFound((c) => html(c as Context<Env>, T.errors.notFoundTitle, <MessageView text={T.errors.notFound} />, undefined, 404));
  return app;
}
