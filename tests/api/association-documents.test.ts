/**
 * The association's own documents (issue 39, decision 0958): the Redaktion uploads a document with
 * its audience and validity, partners in the audience find it in the list, the detail, the file and
 * the search — partners outside never, not even by its id or its file's id; a new version replaces
 * it under the same link while the earlier one stays downloadable; the end of its validity takes it
 * off the partners' lists; archiving hides it; refusals for other staff and partners; bad uploads.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AssociationDocument, AssociationDocumentList } from "#contract/association-documents";
import type { DocumentDetail, DocumentList } from "#contract/content";
import { auditLog, documents } from "../../server/api/db/schema";
import { DOCUMENT_MAX_BYTES } from "../../server/api/contract/review";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { makePdf } from "../../server/zr/make-pdf";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

let redaktion: string;
let pruefung: string;
let hp: string;
let leser: string;
let lf: string;

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [redaktion, pruefung, hp, leser, lf] = await Promise.all([
    token(DEMO_STAFF.redaktion.email),
    token(DEMO_STAFF.pruefung.email),
    token(DEMO_USERS.haendler.email),
    token(DEMO_USERS.leser.email),
    token(DEMO_USERS.lieferant.email),
  ]);
});

async function upload(token: string, file: File, folder = "association-documents"): Promise<Response> {
  const form = new FormData();
  form.set("folder", folder);
  form.set("file", file);
  const request = new Request("http://internal/api/files", { method: "POST", body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  return api.request("POST", "/api/files", { token, headers: { "content-type": request.headers.get("content-type")!, "content-length": String(body.length) }, rawBody: body });
}
const pdf = (name: string, lines: string[]) => new File([new Uint8Array(makePdf(name, lines))], `${name}.pdf`, { type: "application/pdf" });
const uploadPdf = async (name: string, lines: string[]) => (await dataOf<{ id: string }>(await upload(redaktion, pdf(name, lines)))).id;

const path = "/api/extranet/association-documents";
const get = (p: string, token: string) => api.request("GET", p, { token });
const post = (p: string, token: string, json: unknown) => api.request("POST", p, { token, json });

async function publish(name: string, over: Record<string, unknown> = {}, lines = ["Fassung 1"]): Promise<AssociationDocument> {
  const file = await uploadPdf(name, lines);
  const res = await post(path, redaktion, { name, file, class: "EKA", description: "Für den Einkauf.", ...over });
  expect(res.status).toBe(200);
  return dataOf<AssociationDocument>(res);
}

async function fileText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString("latin1");
}
const partnerIds = async (token: string, query = "") => (await dataOf<DocumentList>(await get(`/api/extranet/documents?limit=100${query}`, token))).items.map((d) => d.id);
const searchIds = async (token: string, q: string) =>
  (await dataOf<{ items: { area: string; id: number }[] }>(await get(`/api/extranet/search?q=${encodeURIComponent(q)}&area=documents`, token))).items.map((h) => h.id);

describe("publishing one of the association's documents", () => {
  it("uploads, publishes at once and lets only its audience read it everywhere", async () => {
    // Trading partners with the statistic permission: haendler (HP, all) yes; leser (HP, NEWS/CALENDAR) no; lieferant (LF) no.
    const doc = await publish("Konditionen Frühjahr Polstermöbel", { audience_user_types: ["HP"], audience_permissions: ["STATISTIC", "IVO"], valid_from: "2026-03-01" }, ["Sockelrabatt Quartalsbonus"]);
    expect(doc).toMatchObject({ version: 1, versions: [], audience_user_types: ["HP"], audience_permissions: ["STATISTIC", "IVO"], link: `/documents/${doc.id}`, archived_on: null });
    const [row] = await api.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row).toMatchObject({ status: "approved", companyId: null, versionOf: null });

    expect(await partnerIds(hp)).toContain(doc.id);
    expect(await dataOf<DocumentDetail>(await get(`/api/extranet/document/${doc.id}`, hp))).toMatchObject({ name: "Konditionen Frühjahr Polstermöbel", description: "Für den Einkauf." });
    expect(await fileText(await get(`/api/extranet/documents/${doc.id}`, hp))).toContain("Sockelrabatt");
    expect((await get(`/api/assets/${doc.file.id}`, hp)).status).toBe(200);
    // the text extraction job (decision 0562) ran with the upload: found by a word inside the file
    expect(await searchIds(hp, "Quartalsbonus")).toContain(doc.id);

    for (const outside of [leser, lf]) {
      expect(await partnerIds(outside)).not.toContain(doc.id);
      expect(await searchIds(outside, "Quartalsbonus")).not.toContain(doc.id);
      // guessing ids: the detail, the file by the document's id and by the file's own id
      expect((await get(`/api/extranet/document/${doc.id}`, outside)).status).toBe(403);
      expect((await get(`/api/extranet/documents/${doc.id}`, outside)).status).toBe(403);
      expect((await get(`/api/assets/${doc.file.id}`, outside)).status).toBe(403);
    }
    const [entry] = await api.database.db.select().from(auditLog).where(and(eq(auditLog.action, "document_published"), eq(auditLog.actorId, DEMO_STAFF.redaktion.id)));
    expect(entry?.detail).toContain("Konditionen Frühjahr Polstermöbel");
  });

  it("lists, searches and filters for the Redaktion", async () => {
    const doc = await publish("Lieferantenverzeichnis Leuchten", { valid_from: "2026-04-01" });
    const list = async (q: string) => dataOf<AssociationDocumentList>(await get(`${path}?${q}`, redaktion));
    expect((await list("search=verzeichnis leuchten")).items.map((d) => d.id)).toEqual([doc.id]);
    expect((await list("state=upcoming")).items.map((d) => d.id)).toContain(doc.id);
    expect((await list("state=current")).items.map((d) => d.id)).not.toContain(doc.id);
    const paged = await list("limit=1&page=2");
    expect(paged).toMatchObject({ page: 2, limit: 1 });
    expect(paged.total).toBeGreaterThan(1);
    // a supplier's approved document is not the Redaktion's
    const [supplierDoc] = await api.database.db.select({ id: documents.id }).from(documents).where(isNotNull(documents.companyId)).limit(1);
    const all = (await list("limit=100")).items.map((d) => d.id);
    expect(all).toContain(doc.id);
    expect(all).not.toContain(supplierDoc!.id);
  });

  it("edits the audience: a partner left out loses the document at once", async () => {
    const doc = await publish("Messeplan Köln");
    expect(await partnerIds(leser)).toContain(doc.id);
    const res = await api.request("PATCH", `${path}/${doc.id}`, { token: redaktion, json: { audience_permissions: ["EVA"], description: "Nur für EVA-Leser." } });
    expect((await dataOf<AssociationDocument>(res)).audience_permissions).toEqual(["EVA"]);
    expect(await partnerIds(leser)).not.toContain(doc.id);
    expect((await get(`/api/extranet/document/${doc.id}`, leser)).status).toBe(403);
    expect(await partnerIds(hp)).toContain(doc.id);
  });
});

describe("a new version", () => {
  it("replaces the current one under the same link; the earlier one stays downloadable", async () => {
    const doc = await publish("Rahmenvertrag Küche", { valid_to: "2026-12-31" });
    const file = await uploadPdf("Rahmenvertrag Küche 2027", ["Fassung 2"]);
    const res = await post(`${path}/${doc.id}/versions`, redaktion, { file, valid_from: "2027-01-01", version: 1 });
    const next = await dataOf<AssociationDocument>(res);
    expect(next).toMatchObject({ id: doc.id, version: 2, valid_from: "2027-01-01", valid_to: null, file: { id: file } });
    expect(next.versions).toMatchObject([{ version: 1, approved_by: null, valid_to: "2026-12-31", file: { id: doc.file.id } }]);
    // the list's row counts the versions too, and carries neither file nor description (decision 0989)
    const [row] = (await dataOf<AssociationDocumentList>(await get(`${path}?search=${encodeURIComponent("Rahmenvertrag Küche")}`, redaktion))).items;
    expect(row).toMatchObject({ id: doc.id, version: 2, valid_from: "2027-01-01", archived_on: null });
    expect(row).not.toHaveProperty("file");

    expect(await fileText(await get(`/api/extranet/documents/${doc.id}`, hp))).toContain("Fassung 2");
    expect(await fileText(await get(`/api/extranet/documents/${doc.id}/versions/1`, hp))).toContain("Fassung 1");
    expect(await fileText(await get(`${path}/${doc.id}/versions/1/file`, redaktion))).toContain("Fassung 1");
    expect((await dataOf<DocumentDetail>(await get(`/api/extranet/document/${doc.id}`, hp))).versions).toHaveLength(1);
    // a form loaded before this version is refused, and an upload is used once only
    expect(await errorCodeOf(await post(`${path}/${doc.id}/versions`, redaktion, { file: await uploadPdf("Alt", ["x"]), version: 1 }))).toBe("RECORD_CONFLICT");
    expect(await errorCodeOf(await post(`${path}/${doc.id}/versions`, redaktion, { file }))).toBe("INVALID_PAYLOAD");
  });
});

describe("validity and archive", () => {
  it("archives: gone for partners, link and file included; restored, back", async () => {
    const doc = await publish("Preisliste Matratzen");
    const archived = await dataOf<AssociationDocument>(await post(`${path}/${doc.id}/status`, redaktion, { archived: true }));
    expect(archived.archived_on).not.toBeNull();
    expect(await partnerIds(hp)).not.toContain(doc.id);
    expect((await get(`/api/extranet/document/${doc.id}`, hp)).status).toBe(403);
    expect((await get(`/api/assets/${doc.file.id}`, hp)).status).toBe(403);
    expect((await dataOf<AssociationDocumentList>(await get(`${path}?state=archived`, redaktion))).items.map((d) => d.id)).toContain(doc.id);
    expect((await dataOf<AssociationDocumentList>(await get(`${path}?limit=100`, redaktion))).items.map((d) => d.id)).not.toContain(doc.id);
    await post(`${path}/${doc.id}/status`, redaktion, { archived: false });
    expect(await partnerIds(hp)).toContain(doc.id);
    const actions = await api.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.detail, `#${doc.id} Preisliste Matratzen`));
    expect(actions.map((a) => a.action).sort()).toEqual(["document_archived", "document_published", "document_restored"]);
  });
});

describe("refusals and bad input", () => {
  it("refuses partners and staff without Redaktion (403), and a supplier's document by id", async () => {
    const doc = await publish("Nur für die Redaktion sichtbar");
    for (const token of [hp, lf, pruefung]) {
      expect((await get(path, token)).status).toBe(403);
      expect((await get(`${path}/${doc.id}`, token)).status).toBe(403);
      expect((await post(`${path}/${doc.id}/status`, token, { archived: true })).status).toBe(403);
      expect((await upload(token, pdf("x", ["x"]))).status).toBe(403);
    }
    expect((await get(`${path}/${doc.id}`, redaktion)).status).toBe(200);
    const [supplierDoc] = await api.database.db.select({ id: documents.id }).from(documents).where(isNotNull(documents.companyId)).limit(1);
    expect((await get(`${path}/${supplierDoc!.id}`, redaktion)).status).toBe(403);
    expect((await post(`${path}/${supplierDoc!.id}/status`, redaktion, { archived: true })).status).toBe(403);
    expect((await get(`${path}/999999`, redaktion)).status).toBe(403);
  });

  it("refuses a wrong file type, a file too large, a missing title and an end before the start", async () => {
    expect(await errorCodeOf(await upload(redaktion, new File(["MZ\u0090\u0000 not a document"], "setup.exe", { type: "application/pdf" })))).toBe("UNSUPPORTED_MEDIA_TYPE");
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    expect(await errorCodeOf(await upload(redaktion, new File([big], "gross.pdf", { type: "application/pdf" })))).toBe("CONTENT_TOO_LARGE");
    const file = await uploadPdf("Ohne Titel", ["x"]);
    expect(await errorCodeOf(await post(path, redaktion, { name: "", file }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await post(path, redaktion, { name: "Falsch herum", file, valid_from: "2026-05-01", valid_to: "2026-04-01" }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await post(path, redaktion, { name: "Fremde Zielgruppe", file, audience_user_types: ["VB"] }))).toBe("INVALID_PAYLOAD");
    // an image uploaded for an editing screen is no document's file
    expect(await errorCodeOf(await post(path, redaktion, { name: "Ohne Upload", file: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01" }))).toBe("INVALID_PAYLOAD");
  });
});

// Last: it moves the clock.
describe("the end of the validity", () => {
  it("leaves the partners' lists the day after its end; the filter Abgelaufen still finds it", async () => {
    const doc = await publish("Aktionsflyer März", { valid_to: "2026-03-10" });
    expect(await partnerIds(hp)).toContain(doc.id);
    api.clock.advance(10 * 24 * 3600);
    // the sessions ended meanwhile: sign in again
    hp = (await api.login(DEMO_USERS.haendler.email)).access_token;
    redaktion = (await api.login(DEMO_STAFF.redaktion.email)).access_token;
    expect(await partnerIds(hp)).not.toContain(doc.id);
    expect(await partnerIds(hp, "&validity=expired")).toContain(doc.id);
    expect((await dataOf<AssociationDocumentList>(await get(`${path}?state=expired&limit=100`, redaktion))).items.map((d) => d.id)).toContain(doc.id);
  });

});
