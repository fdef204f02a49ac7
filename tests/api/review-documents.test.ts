/**
 * Document review (issue 11): upload, metadata, request review, decisions, history, notifications
 * and mail; company scope (another supplier guesses ids), HP users on every supplier endpoint,
 * illegal steps refused with a code and nothing changed.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, type ReviewDocumentDetail, type ReviewList } from "#contract/review";
import { brands, documents, users } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { makePdf } from "../../server/zr/make-pdf";
import { DEMO_REVIEWER } from "../../server/api/seed/review";
import { dataOf, errorCodeOf, tableDigests, useTestApi } from "./fixture";

const api = useTestApi();
const VOLATILE = ["auth_sessions", "refresh_tokens", "login_failures"];

let supplier: string;
let otherSupplier: string;
let hp: string;
let reviewer: string;
let kuechen: number;
let bad: number;
let lichtwerkBrand: number;

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [supplier, otherSupplier, hp, reviewer] = await Promise.all([
    token(DEMO_USERS.lieferant.email),
    token(DEMO_USERS.rp.email),
    token(DEMO_USERS.haendler.email),
    token(DEMO_REVIEWER.email),
  ]);
  const rows = await api.database.db.select({ id: brands.id, name: brands.name }).from(brands);
  kuechen = rows.find((b) => b.name === "Nordholz Küchen")!.id;
  bad = rows.find((b) => b.name === "Nordholz Bad")!.id;
  lichtwerkBrand = rows.find((b) => b.name === "Lichtwerk Ems")!.id;
});

async function upload(token: string, bytes: Uint8Array, name: string, folder = "review-documents") {
  const form = new FormData();
  form.set("folder", folder);
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
  return api.request("POST", "/api/files", { token, form });
}

const metadata = (over: Record<string, unknown> = {}) => ({
  name: "Preisliste Bad 2027",
  document_type: 1,
  sam_tags: [1],
  responsibleBrands: [bad],
  class: "EKA",
  valid_from: "2027-01-01",
  valid_to: "2027-12-31",
  ...over,
});

/** Uploads a PDF and saves its metadata: a fresh draft of the supplier. */
async function draft(name = "Preisliste Bad 2027"): Promise<ReviewDocumentDetail> {
  const file = await dataOf<{ id: string; type: string }>(await upload(supplier, makePdf(name, ["Testdokument"]), `${name}.pdf`));
  expect(file.type).toBe("application/pdf");
  const res = await api.request("PATCH", `/api/files/${file.id}`, { token: supplier, json: metadata({ name }) });
  expect(res.status).toBe(200);
  return dataOf<ReviewDocumentDetail>(res);
}

const step = (token: string, id: number, status: string, comment?: string, brand = bad) =>
  api.request("PATCH", `/api/extranet/brand-documents/${brand}/document/${id}`, { token, json: comment ? { status, comment } : { status } });

async function partnerDocumentIds(): Promise<number[]> {
  const list = await dataOf<{ items: { id: number }[] }>(await api.request("GET", "/api/extranet/documents?limit=100", { token: hp }));
  return list.items.map((d) => d.id);
}

async function expectRefusedUnchanged(res: () => Promise<Response>, status: number, code: string) {
  const before = await tableDigests(api.database.db, VOLATILE);
  const answer = await res();
  expect([answer.status, await errorCodeOf(answer)]).toEqual([status, code]);
  expect(await tableDigests(api.database.db, VOLATILE)).toEqual(before);
}

describe("the review workflow", () => {
  it("goes from upload to a document the trading partners see, with history, notification and mail", async () => {
    const doc = await draft("Preisliste Bad 2027");
    expect(doc).toMatchObject({ status: "draft", class: "EKA", valid_from: "2027-01-01", actions: ["edit", "request_review", "delete", "comment"] });
    expect(doc.responsibleBrands.map((b) => b.id)).toEqual([bad]);
    expect(await partnerDocumentIds()).not.toContain(doc.id);

    const requested = await dataOf<ReviewDocumentDetail>(await step(supplier, doc.id, "in_review"));
    expect(requested.status).toBe("in_review");
    const queue = await dataOf<ReviewList>(await api.request("GET", "/api/extranet/review-documents?status=submitted", { token: reviewer }));
    expect(queue.reviewer).toBe(true);
    expect(queue.items.map((d) => d.id)).toContain(doc.id);
    // The reviewer reads the file through the review link (spec §3 reviewDocument parameter).
    const file = await api.request("GET", `/api/extranet/review-documents/${doc.id}?reviewDocument=true&download`, { token: reviewer });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    await file.arrayBuffer();

    api.mails.length = 0;
    const approved = await dataOf<ReviewDocumentDetail>(await step(reviewer, doc.id, "approved", "Geprüft und freigegeben."));
    expect(approved.status).toBe("approved");
    expect(approved.history.map((h) => [h.action, h.to, h.comment])).toEqual([
      ["create", null, null],
      ["request_review", "in_review", null],
      ["approve", "approved", "Geprüft und freigegeben."],
    ]);
    expect(api.mails).toHaveLength(1);
    expect(api.mails[0]).toMatchObject({ to: DEMO_USERS.lieferant.email, subject: "Dokumentenprüfung: „Preisliste Bad 2027“ freigegeben" });
    expect(api.mails[0]!.text).toContain("Geprüft und freigegeben.");

    const notes = await dataOf<{ review_decisions: { name: string; status: string; link: string }[] }>(await api.request("GET", "/api/extranet/notifications", { token: supplier }));
    expect(notes.review_decisions[0]).toMatchObject({ name: "Preisliste Bad 2027", status: "approved", link: `/document-review/${doc.id}` });

    expect(await partnerDocumentIds()).toContain(doc.id);
    const partnerFile = await api.request("GET", `/api/extranet/documents/${doc.id}`, { token: hp });
    expect(partnerFile.status).toBe(200);
    await partnerFile.arrayBuffer();
  });

  it("sends back with a comment, lets the supplier correct and resubmit, and records comments", async () => {
    const doc = await draft("Montageanleitung Waschtisch");
    await step(supplier, doc.id, "in_review");
    await step(reviewer, doc.id, "in_progress");
    const back = await dataOf<ReviewDocumentDetail>(await step(reviewer, doc.id, "needs_feedback", "Bitte Seite 2 ergänzen."));
    expect(back.status).toBe("needs_feedback");
    const edited = await api.request("PATCH", `/api/files/${back.file.id}`, { token: supplier, json: metadata({ name: "Montageanleitung Waschtisch (Rev. 2)" }) });
    expect(edited.status).toBe(200);
    const commented = await api.request("POST", "/api/activity/comment", { token: supplier, json: { collection: "documents", item: doc.id, comment: "Seite 2 ergänzt." } });
    expect(commented.status).toBe(200);
    const again = await dataOf<ReviewDocumentDetail>(await step(supplier, doc.id, "in_review"));
    expect(again.history.map((h) => h.action)).toEqual(["create", "request_review", "start_review", "request_feedback", "update", "comment", "request_review"]);
    expect(again.history.find((h) => h.action === "comment")?.comment).toBe("Seite 2 ergänzt.");
  });

  it("lets the supplier withdraw and delete a draft, file included", async () => {
    const doc = await draft("Entwurf zum Löschen");
    const res = await api.request("DELETE", `/api/extranet/brand-documents/${bad}/document/${doc.id}`, { token: supplier });
    expect(res.status).toBe(204);
    expect(await api.database.db.select().from(documents).where(eq(documents.id, doc.id))).toEqual([]);
    const file = await api.request("GET", `/api/assets/${doc.file.id}`, { token: supplier });
    expect(file.status).toBe(403);
  });

  it("never shows a supplier's draft to the reviewers", async () => {
    const doc = await draft("Noch nicht eingereicht");
    const res = await api.request("GET", `/api/extranet/review-documents/${doc.id}/details`, { token: reviewer });
    expect([res.status, await errorCodeOf(res)]).toEqual([403, "FORBIDDEN"]);
    const queue = await dataOf<ReviewList>(await api.request("GET", "/api/extranet/review-documents", { token: reviewer }));
    expect(queue.items.some((d) => d.status === "draft")).toBe(false);
  });
});

describe("illegal steps", () => {
  it("are refused with a code and change nothing", async () => {
    const doc = await draft("Konditionen Test");
    await step(supplier, doc.id, "in_review");
    // the supplier cannot submit twice, edit or delete while the association holds it
    await expectRefusedUnchanged(() => step(supplier, doc.id, "in_review"), 400, "ILLEGAL_TRANSITION");
    await expectRefusedUnchanged(() => api.request("PATCH", `/api/files/${doc.file.id}`, { token: supplier, json: metadata() }), 400, "ILLEGAL_TRANSITION");
    await expectRefusedUnchanged(() => api.request("DELETE", `/api/extranet/brand-documents/${bad}/document/${doc.id}`, { token: supplier }), 400, "ILLEGAL_TRANSITION");
    // the supplier cannot decide (not a reviewer): FORBIDDEN
    await expectRefusedUnchanged(() => step(supplier, doc.id, "approved"), 403, "FORBIDDEN");
    // a denial and a request for feedback need a reason
    await expectRefusedUnchanged(() => step(reviewer, doc.id, "denied"), 400, "COMMENT_REQUIRED");
    await expectRefusedUnchanged(() => step(reviewer, doc.id, "needs_feedback"), 400, "COMMENT_REQUIRED");
    // the reviewer cannot request review on the supplier's behalf
    await expectRefusedUnchanged(() => step(reviewer, doc.id, "in_review"), 403, "FORBIDDEN");
    await step(reviewer, doc.id, "denied", "Bitte ohne Endverbraucherpreise einreichen.");
    // a decided document stays decided
    await expectRefusedUnchanged(() => step(reviewer, doc.id, "approved"), 400, "ILLEGAL_TRANSITION");
    await expectRefusedUnchanged(() => step(supplier, doc.id, "in_review"), 400, "ILLEGAL_TRANSITION");
  });

  it("gives a supplier holding the staff role Prüfung no decision: roles count only for the association (decision 0950)", async () => {
    const db = api.database.db;
    await db.update(users).set({ staffRoles: ["PRUEFUNG"] }).where(eq(users.id, DEMO_USERS.lieferant.id));
    try {
      const both = (await api.login(DEMO_USERS.lieferant.email)).access_token;
      const doc = await draft("Eigene Einreichung");
      await step(both, doc.id, "in_review");
      await expectRefusedUnchanged(() => step(both, doc.id, "approved"), 403, "FORBIDDEN");
      await expectRefusedUnchanged(() => step(both, doc.id, "in_progress"), 403, "FORBIDDEN");
    } finally {
      await db.update(users).set({ staffRoles: [] }).where(eq(users.id, DEMO_USERS.lieferant.id));
    }
  });

  it("checks the metadata: dates in order, own brands, a known type", async () => {
    const file = await dataOf<{ id: string }>(await upload(supplier, makePdf("Datum", ["x"]), "datum.pdf"));
    await expectRefusedUnchanged(() => api.request("PATCH", `/api/files/${file.id}`, { token: supplier, json: metadata({ valid_from: "2027-12-31", valid_to: "2027-01-01" }) }), 400, "INVALID_PAYLOAD");
    await expectRefusedUnchanged(() => api.request("PATCH", `/api/files/${file.id}`, { token: supplier, json: metadata({ responsibleBrands: [lichtwerkBrand] }) }), 403, "FORBIDDEN");
    await expectRefusedUnchanged(() => api.request("PATCH", `/api/files/${file.id}`, { token: supplier, json: metadata({ document_type: 99999 }) }), 400, "INVALID_PAYLOAD");
    await expectRefusedUnchanged(() => api.request("PATCH", `/api/files/${file.id}`, { token: supplier, json: metadata({ responsibleBrands: [] }) }), 400, "INVALID_PAYLOAD");
  });

  it("types uploads by content and states the size limit", async () => {
    const text = await upload(supplier, new TextEncoder().encode("#!/bin/sh\necho hallo"), "preisliste.pdf");
    expect([text.status, await errorCodeOf(text)]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(makePdf("Gross", ["x"]));
    const tooBig = await upload(supplier, big, "riesig.pdf");
    expect([tooBig.status, await errorCodeOf(tooBig)]).toEqual([413, "CONTENT_TOO_LARGE"]);
  });
});

describe("company scope", () => {
  it("refuses another supplier every read and write of the company's review documents, even by guessing ids", async () => {
    const doc = await draft("Nur für Nordholz");
    const foreign = [
      () => api.request("GET", `/api/extranet/review-documents/${doc.id}`, { token: otherSupplier }),
      () => api.request("GET", `/api/extranet/review-documents/${doc.id}/details`, { token: otherSupplier }),
      () => api.request("GET", `/api/assets/${doc.file.id}`, { token: otherSupplier }),
      () => api.request("PATCH", `/api/files/${doc.file.id}`, { token: otherSupplier, json: metadata({ responsibleBrands: [lichtwerkBrand] }) }),
      () => step(otherSupplier, doc.id, "in_review"),
      () => step(otherSupplier, doc.id, "in_review", undefined, lichtwerkBrand),
      () => api.request("DELETE", `/api/extranet/brand-documents/${bad}/document/${doc.id}`, { token: otherSupplier }),
      () => api.request("DELETE", `/api/extranet/brand-documents/${lichtwerkBrand}/document/${doc.id}`, { token: otherSupplier }),
      () => api.request("POST", "/api/activity/comment", { token: otherSupplier, json: { collection: "documents", item: doc.id, comment: "Fremd" } }),
    ];
    for (const res of foreign) await expectRefusedUnchanged(res, 403, "FORBIDDEN");
    // Guessing: every id answers FORBIDDEN for the other supplier (it holds no review documents).
    for (let id = 1; id <= doc.id + 3; id++) {
      const res = await api.request("GET", `/api/extranet/review-documents/${id}/details`, { token: otherSupplier });
      expect([id, res.status, await errorCodeOf(res)]).toEqual([id, 403, "FORBIDDEN"]);
    }
    const list = await dataOf<ReviewList>(await api.request("GET", "/api/extranet/review-documents", { token: otherSupplier }));
    expect(list.items).toEqual([]);
  });

  it("shows an approved supplier document to trading partners and its supplier, never to another supplier", async () => {
    const [mara] = await api.database.db.select({ id: documents.id }).from(documents).where(eq(documents.name, "Produktdatenblatt Küche Mara"));
    const ids = async (token: string) => (await dataOf<{ items: { id: number }[] }>(await api.request("GET", "/api/extranet/documents?limit=100", { token }))).items.map((d) => d.id);
    expect(await ids(hp)).toContain(mara!.id);
    expect(await ids(supplier)).toContain(mara!.id);
    expect(await ids(otherSupplier)).not.toContain(mara!.id);
    for (const path of [`/api/extranet/document/${mara!.id}`, `/api/extranet/documents/${mara!.id}`]) {
      const res = await api.request("GET", path, { token: otherSupplier });
      expect([path, res.status, await errorCodeOf(res)]).toEqual([path, 403, "FORBIDDEN"]);
    }
  });

  it("refuses a brand the document does not name, even the supplier's own", async () => {
    const doc = await draft("Nur Bad");
    await expectRefusedUnchanged(() => step(supplier, doc.id, "in_review", undefined, kuechen), 403, "FORBIDDEN");
  });

  it("refuses HP users on every supplier endpoint", async () => {
    const [own] = await api.database.db
      .select({ id: documents.id, fileId: documents.fileId })
      .from(documents)
      .where(and(eq(documents.companyId, DEMO_COMPANIES.nordholz.id), eq(documents.status, "draft")))
      .limit(1);
    const calls = [
      () => api.request("GET", "/api/extranet/review-documents", { token: hp }),
      () => api.request("GET", `/api/extranet/review-documents/${own!.id}`, { token: hp }),
      () => api.request("GET", `/api/extranet/review-documents/${own!.id}/details`, { token: hp }),
      () => api.request("PATCH", `/api/files/${own!.fileId}`, { token: hp, json: metadata() }),
      () => step(hp, own!.id, "in_review", undefined, kuechen),
      () => api.request("DELETE", `/api/extranet/brand-documents/${kuechen}/document/${own!.id}`, { token: hp }),
      () => api.request("POST", "/api/activity/comment", { token: hp, json: { collection: "documents", item: own!.id, comment: "Hallo" } }),
      () => upload(hp, makePdf("HP", ["x"]), "hp.pdf"),
    ];
    for (const res of calls) await expectRefusedUnchanged(res, 403, "FORBIDDEN");
  });
});
