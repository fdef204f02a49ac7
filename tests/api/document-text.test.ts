/**
 * Document text for the full search (issue 30, decision 0562), on PGlite and PostgreSQL: the
 * demo seed fills `files.content_text` (one word only inside one PDF); a supplier's upload and a
 * document's approval fill it through the `extract-text` job; a file that cannot be read gets an
 * empty text, a log line and a completed job; the nightly backfill catches documents' files
 * without text.
 */
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReviewDocumentDetail } from "#contract/review";
import { brands, documents, files, queueJobs } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_REVIEWER } from "../../server/api/seed/review";
import { resolveDeps } from "../../server/api/deps";
import { EXTRACT_TEXT_JOB, queueTextBackfill, TEXT_BACKFILL_SCHEDULE } from "../../server/api/files/jobs";
import { SCHEDULES } from "../../server/api/jobs/schedules";
import { makePdf } from "../../server/zr/make-pdf";
import { dataOf, useTestApi } from "./fixture";

const logs: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
const api = useTestApi({ log: (level, msg, fields) => void logs.push({ level, msg, fields }) });
const db = () => api.database.db;

let supplier: string;
let reviewer: string;
let bad: number;

beforeAll(async () => {
  supplier = (await api.login(DEMO_USERS.lieferant.email)).access_token;
  reviewer = (await api.login(DEMO_REVIEWER.email)).access_token;
  bad = (await db().select({ id: brands.id }).from(brands).where(eq(brands.name, "Nordholz Bad")))[0]!.id;
});

const textOf = async (fileId: string) => (await db().select({ text: files.contentText }).from(files).where(eq(files.id, fileId)))[0]?.text;

async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.set("folder", "review-documents");
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
  const res = await api.request("POST", "/api/files", { token: supplier, form });
  return (await dataOf<{ id: string }>(res)).id;
}

/** Uploads, saves the metadata and takes the document through review to approval. */
async function approvedDocument(fileId: string, name: string, beforeApproval?: () => Promise<void>): Promise<ReviewDocumentDetail> {
  const meta = { name, document_type: 1, sam_tags: [1], responsibleBrands: [bad], class: "EKA", valid_from: null, valid_to: null };
  const saved = await api.request("PATCH", `/api/files/${fileId}`, { token: supplier, json: meta });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const doc = await dataOf<ReviewDocumentDetail>(saved);
  const step = (token: string, status: string) => api.request("PATCH", `/api/extranet/brand-documents/${bad}/document/${doc.id}`, { token, json: { status } });
  expect((await step(supplier, "in_review")).status).toBe(200);
  await beforeApproval?.();
  const approved = await dataOf<ReviewDocumentDetail>(await step(reviewer, "approved"));
  expect(approved.status).toBe("approved");
  return approved;
}

function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join("");
  return zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    "word/document.xml": strToU8(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  });
}

const extractionJobs = (fileId: string) =>
  db().select({ status: queueJobs.status, key: queueJobs.key }).from(queueJobs).where(and(eq(queueJobs.kind, EXTRACT_TEXT_JOB), eq(queueJobs.key, `${EXTRACT_TEXT_JOB}:${fileId}`)));

describe("the demo seed", () => {
  it("fills the text of every seeded PDF; the word Sockelblendenverbinder stands only in the Hochschrank PDF's text", async () => {
    const pdfs = await db().select({ name: files.filenameDownload, text: files.contentText }).from(files).where(eq(files.type, "application/pdf"));
    expect(pdfs.length).toBeGreaterThanOrEqual(17);
    expect(pdfs.filter((f) => !f.text)).toEqual([]);
    expect(pdfs.find((f) => f.name === "Preisliste Küche 2026.pdf")!.text).toBe("Preisliste Kueche 2026\nNordholz Kuechenmoebel GmbH\nGueltig ab 01.01.2026\nAlle Preise netto zzgl. MwSt.");

    const [hochschrank] = await db()
      .select({ text: files.contentText })
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .where(eq(documents.name, "Montageanleitung Hochschrank"));
    expect(hochschrank!.text).toContain("Sockelblendenverbinder");

    // Every row of every table, as text: the word is in that one file's content_text and nowhere
    // else, but for the search vector of that file's document (decision 0561), derived from it.
    const rowsOf = async <T>(query: SQL) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rowsOf<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    const hits: string[] = [];
    for (const { name } of tables) {
      const [found] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike '%sockelblende%'`);
      if (found!.n > 0) hits.push(`${name}: ${found!.n}`);
    }
    expect(hits.sort()).toEqual(["documents: 1", "files: 1"]);
  });
});

describe("the extract-text job", () => {
  it("reads a supplier's upload when it arrives, once", async () => {
    const fileId = await upload(docx(["Einbauanleitung Eckspüle", "Siphonhalterung ausrichten"]), "Einbauanleitung Eckspüle.docx");
    // The test API runs what a request queued before it answers; in a server the worker does it within a second.
    expect(await textOf(fileId)).toBe("Einbauanleitung Eckspüle\nSiphonhalterung ausrichten");
    expect(await extractionJobs(fileId)).toEqual([{ status: "done", key: `${EXTRACT_TEXT_JOB}:${fileId}` }]);
  });

  it("reads the file of a document when it is approved (a file without text yet, e.g. uploaded before)", async () => {
    const fileId = await upload(makePdf("Pflegeanleitung Arbeitsplatte", ["Schichtstoff nur mit Seifenlauge reinigen"]), "Pflegeanleitung Arbeitsplatte.pdf");
    expect(await textOf(fileId)).toContain("Seifenlauge");
    await approvedDocument(fileId, "Pflegeanleitung Arbeitsplatte", async () => {
      // As before the extraction existed: no text and no job for the file.
      await db().update(files).set({ contentText: null }).where(eq(files.id, fileId));
      await db().delete(queueJobs).where(eq(queueJobs.key, `${EXTRACT_TEXT_JOB}:${fileId}`));
    });
    expect(await textOf(fileId)).toBe("Pflegeanleitung Arbeitsplatte\nSchichtstoff nur mit Seifenlauge reinigen");
  });

  it("gives a file it cannot read an empty text and a log line, and completes; the document is listed by its title", async () => {
    logs.length = 0;
    const fileId = await upload(Buffer.from("%PDF-1.7\nnur der Anfang eines PDFs, der Rest fehlt"), "Defekte Preisliste.pdf");
    expect(await textOf(fileId)).toBe("");
    expect(await extractionJobs(fileId)).toEqual([{ status: "done", key: `${EXTRACT_TEXT_JOB}:${fileId}` }]);
    expect(logs).toContainEqual({ level: "warn", msg: "document text not extracted", fields: expect.objectContaining({ fileId, type: "application/pdf", reason: expect.any(String) }) });
    const approved = await approvedDocument(fileId, "Defekte Preisliste");
    const hp = (await api.login(DEMO_USERS.haendler.email)).access_token;
    const list = await dataOf<{ items: { id: number; name: string }[] }>(await api.request("GET", "/api/extranet/documents?limit=100", { token: hp }));
    expect(list.items.map((d) => d.name)).toContain(approved.name);
  });

  it("the nightly backfill (03:40 Berlin) reads documents' files without text; images get an empty text at once", async () => {
    expect(SCHEDULES.find((s) => s.name === TEXT_BACKFILL_SCHEDULE)?.at).toEqual({ hour: 3, minute: 40 });
    const docFile = async (name: string) => (await db().select({ id: documents.fileId }).from(documents).where(eq(documents.name, name)))[0]!.id;
    const pdf = await docFile("Lieferbedingungen Leuchten");
    const png = await docFile("Produktfoto Küche Lina");
    const before = await textOf(pdf);
    await db().update(files).set({ contentText: null }).where(eq(files.id, pdf));
    expect(await queueTextBackfill(resolveDeps(api.deps))).toBe(1);
    expect(await textOf(png)).toBe("");
    await api.jobs.drain();
    expect(await textOf(pdf)).toBe(before);
    // Files that are no document's (portraits, images of the website) are left alone.
    expect((await db().select({ id: files.id }).from(files).where(and(isNull(files.contentText), eq(files.folder, "sam-contacts")))).length).toBeGreaterThan(0);
    expect(await queueTextBackfill(resolveDeps(api.deps))).toBe(0);
  });
});
