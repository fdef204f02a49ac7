/**
 * Document versions (issue 28, decision 0541): a supplier uploads a new version of an approved
 * document, it goes through the review while the partners keep the current one, and once approved
 * it replaces it under the same id; the earlier version is listed and its file stays readable for
 * those who may read the document — never for another supplier. Expiry: the reviewers' "Läuft bald
 * ab" list, the partners' lists on the day after the end, and the daily reminders at 30 and 7 days
 * (each once, to the submitter and the account managers, never to a suspended account).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentDetail, DocumentList } from "#contract/content";
import type { Notifications } from "#contract/portal";
import type { ReviewDocumentDetail, ReviewList } from "#contract/review";
import { brands, documents, userPermissions, users } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_REVIEWER } from "../../server/api/seed/review";
import { addDays, berlinDay } from "../../server/api/review/expiry";
import { makePdf } from "../../server/zr/make-pdf";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

let supplier: string;
let otherSupplier: string;
let hp: string;
let reviewer: string;
let bad: number;

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [supplier, otherSupplier, hp, reviewer] = await Promise.all([token(DEMO_USERS.lieferant.email), token(DEMO_USERS.rp.email), token(DEMO_USERS.haendler.email), token(DEMO_REVIEWER.email)]);
  bad = (await api.database.db.select({ id: brands.id }).from(brands).where(eq(brands.name, "Nordholz Bad")))[0]!.id;
});

async function uploadPdf(token: string, name: string, lines: string[]): Promise<string> {
  const form = new FormData();
  form.set("folder", "review-documents");
  form.set("file", new File([new Uint8Array(makePdf(name, lines))], `${name}.pdf`, { type: "application/pdf" }));
  const res = await api.request("POST", "/api/files", { token, form });
  return (await dataOf<{ id: string }>(res)).id;
}

const metadata = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  document_type: 1,
  sam_tags: [],
  responsibleBrands: [bad],
  class: "EKA",
  valid_from: "2027-01-01",
  valid_to: "2027-12-31",
  ...over,
});

const save = (token: string, fileId: string, body: Record<string, unknown>) => api.request("PATCH", `/api/files/${fileId}`, { token, json: body });
const step = (token: string, id: number, status: string, comment?: string) =>
  api.request("PATCH", `/api/extranet/brand-documents/${bad}/document/${id}`, { token, json: comment ? { status, comment } : { status } });
const get = (path: string, token: string) => api.request("GET", path, { token });

/** A document of the supplier, reviewed and approved: what partners read. */
async function approvedDocument(name: string): Promise<number> {
  const doc = await dataOf<ReviewDocumentDetail>(await save(supplier, await uploadPdf(supplier, name, ["Fassung 1"]), metadata(name)));
  expect((await step(supplier, doc.id, "in_review")).status).toBe(200);
  expect((await step(reviewer, doc.id, "approved")).status).toBe(200);
  return doc.id;
}

async function fileText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString("latin1");
}

describe("a new version of an approved document", () => {
  it("goes through the review, replaces the old one at the same id and lists it in the history", async () => {
    const id = await approvedDocument("Lieferbedingungen Bad");
    const first = await dataOf<DocumentDetail>(await get(`/api/extranet/document/${id}`, hp));
    expect(first).toMatchObject({ version: 1, versions: [] });
    expect(await fileText(await get(`/api/extranet/documents/${id}`, hp))).toContain("Fassung 1");

    // The supplier offers a new version: a draft of its own, naming the document it replaces.
    const owner = await dataOf<ReviewDocumentDetail>(await get(`/api/extranet/review-documents/${id}/details`, supplier));
    expect(owner).toMatchObject({ may_upload_version: true, open_version: null, version: 1 });
    const fileId = await uploadPdf(supplier, "Lieferbedingungen Bad neu", ["Fassung 2"]);
    const draft = await dataOf<ReviewDocumentDetail>(await save(supplier, fileId, metadata("Lieferbedingungen Bad 2027", { version_of: id, valid_to: "2028-06-30" })));
    expect(draft).toMatchObject({ status: "draft", version_of: { id, name: "Lieferbedingungen Bad" } });
    expect(draft.id).not.toBe(id);
    // Only one open version at a time.
    const second = await save(supplier, await uploadPdf(supplier, "Noch eine", ["Fassung 3"]), metadata("Noch eine", { version_of: id }));
    expect([second.status, await errorCodeOf(second)]).toEqual([400, "ILLEGAL_TRANSITION"]);
    expect(await dataOf<ReviewDocumentDetail>(await get(`/api/extranet/review-documents/${id}/details`, supplier))).toMatchObject({
      may_upload_version: false,
      open_version: { id: draft.id, status: "draft" },
    });

    // Under review, the partners keep the approved version.
    expect((await step(supplier, draft.id, "in_review")).status).toBe(200);
    expect((await step(reviewer, draft.id, "in_progress")).status).toBe(200);
    expect(await fileText(await get(`/api/extranet/documents/${id}`, hp))).toContain("Fassung 1");
    expect((await get(`/api/extranet/document/${draft.id}`, hp)).status).toBe(403);
    const partnerList = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=100", hp));
    expect(partnerList.items.filter((d) => d.id === id || d.id === draft.id).map((d) => d.name)).toEqual(["Lieferbedingungen Bad"]);

    // Approved: the same id now carries the new file and metadata; the old one is version 1.
    api.clock.advance(60);
    const approved = await dataOf<ReviewDocumentDetail>(await step(reviewer, draft.id, "approved"));
    expect(approved).toMatchObject({ id, status: "approved", name: "Lieferbedingungen Bad 2027", valid_to: "2028-06-30", version: 2, version_of: null, open_version: null, may_upload_version: false });
    expect(approved.history.map((h) => h.action)).toEqual(expect.arrayContaining(["create", "request_review", "approve", "start_review"]));
    expect((await get(`/api/extranet/review-documents/${draft.id}/details`, supplier)).status).toBe(403);

    const detail = await dataOf<DocumentDetail>(await get(`/api/extranet/document/${id}`, hp));
    expect(detail).toMatchObject({ id, name: "Lieferbedingungen Bad 2027", version: 2, link: `/documents/${id}` });
    expect(detail.versions).toEqual([
      expect.objectContaining({ version: 1, name: "Lieferbedingungen Bad", approved_by: "Sabine Hoffmann", valid_to: "2027-12-31", file: expect.objectContaining({ type: "application/pdf" }) }),
    ]);
    expect(await fileText(await get(`/api/extranet/documents/${id}`, hp))).toContain("Fassung 2");
    expect(await fileText(await get(`/api/extranet/documents/${id}/versions/1?download`, hp))).toContain("Fassung 1");
    expect(await fileText(await get(`/api/extranet/review-documents/${id}/versions/1`, supplier))).toContain("Fassung 1");
    expect(await fileText(await get(`/api/extranet/review-documents/${id}/versions/1`, reviewer))).toContain("Fassung 1");
    // The old file by its own id (the generic file route) follows the same rule.
    expect((await get(`/api/assets/${detail.versions[0]!.file.id}`, hp)).status).toBe(200);

    // The partners' notification centre says "neue Version".
    const bell = await dataOf<Notifications>(await get("/api/extranet/notifications", hp));
    expect(bell.documents.find((d) => d.id === id)).toMatchObject({ new_version: true, name: "Lieferbedingungen Bad 2027" });
    // …and the owner may start the next one.
    expect(await dataOf<ReviewDocumentDetail>(await get(`/api/extranet/review-documents/${id}/details`, supplier))).toMatchObject({ may_upload_version: true, versions: [expect.objectContaining({ version: 1 })] });
  });

  it("refuses earlier versions to another supplier and to unknown versions, and new versions of what is not the company's approved document", async () => {
    const id = await approvedDocument("Montagehinweise Bad");
    const fileId = await uploadPdf(supplier, "Montagehinweise Bad neu", ["Fassung 2"]);
    const draft = await dataOf<ReviewDocumentDetail>(await save(supplier, fileId, metadata("Montagehinweise Bad", { version_of: id })));
    expect((await step(supplier, draft.id, "in_review")).status).toBe(200);
    expect((await step(reviewer, draft.id, "approved")).status).toBe(200);
    const oldFile = (await dataOf<DocumentDetail>(await get(`/api/extranet/document/${id}`, hp))).versions[0]!.file.id;

    // Another supplier (Lichtwerk) reads neither the document nor any version of it, by any route.
    for (const path of [`/api/extranet/document/${id}`, `/api/extranet/documents/${id}/versions/1`, `/api/extranet/review-documents/${id}/versions/1`, `/api/assets/${oldFile}`]) {
      const res = await get(path, otherSupplier);
      expect(res.status, path).toBe(403);
    }
    // An unknown version of a readable document, and a malformed one, are FORBIDDEN alike.
    for (const [path, token] of [
      [`/api/extranet/documents/${id}/versions/9`, hp],
      [`/api/extranet/documents/${id}/versions/x`, hp],
      [`/api/extranet/review-documents/${id}/versions/0`, supplier],
    ] as const) {
      expect((await get(path, token)).status, path).toBe(403);
    }
    // A new version of another company's document, of a draft, of an unknown id: refused, nothing created.
    const before = await api.database.db.select({ id: documents.id }).from(documents);
    const foreignFile = await uploadPdf(otherSupplier, "Fremd", ["x"]);
    const lichtwerk = (await api.database.db.select({ id: brands.id }).from(brands).where(eq(brands.name, "Lichtwerk Ems")))[0]!.id;
    const foreign = await save(otherSupplier, foreignFile, metadata("Fremd", { version_of: id, responsibleBrands: [lichtwerk] }));
    expect([foreign.status, await errorCodeOf(foreign)]).toEqual([403, "FORBIDDEN"]);
    const unknown = await save(supplier, await uploadPdf(supplier, "Unbekannt", ["x"]), metadata("Unbekannt", { version_of: 999_999 }));
    expect(unknown.status).toBe(403);
    const plainDraft = await dataOf<ReviewDocumentDetail>(await save(supplier, await uploadPdf(supplier, "Entwurf", ["x"]), metadata("Entwurf")));
    const ofDraft = await save(supplier, await uploadPdf(supplier, "Version eines Entwurfs", ["x"]), metadata("Version eines Entwurfs", { version_of: plainDraft.id }));
    expect([ofDraft.status, await errorCodeOf(ofDraft)]).toEqual([400, "ILLEGAL_TRANSITION"]);
    const after = await api.database.db.select({ id: documents.id }).from(documents);
    expect(after.length).toBe(before.length + 1);
    // Trading partners cannot start versions at all.
    expect((await save(hp, fileId, metadata("x", { version_of: id }))).status).toBe(403);
  });

  it("shows the seeded document in its second version with the first one listed", async () => {
    const list = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=100&search=Lieferbedingungen%20Nordholz", hp));
    const seeded = list.items.find((d) => d.name === "Lieferbedingungen Nordholz 2026")!;
    const detail = await dataOf<DocumentDetail>(await get(`/api/extranet/document/${seeded.id}`, hp));
    expect(detail.versions).toEqual([expect.objectContaining({ version: 1, name: "Lieferbedingungen Nordholz 2025", approved_by: "Sabine Hoffmann" })]);
    expect(await fileText(await get(`/api/extranet/documents/${seeded.id}/versions/1`, hp))).toContain("Lieferzeit 8 Wochen");
  });
});

describe("documents ending", () => {
  it("lists the approved documents ending within 30 days for the reviewers, soonest first, paged", async () => {
    const list = await dataOf<ReviewList>(await get("/api/extranet/review-documents?expiring=true", reviewer));
    const today = berlinDay(api.clock.now());
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.map((d) => d.name)).toContain("FSC-Zertifikat Nordholz Küchenmöbel");
    for (const d of list.items) {
      expect(d.status).toBe("approved");
      expect(d.valid_to! >= today && d.valid_to! <= addDays(today, 30)).toBe(true);
    }
    expect(list.items.map((d) => d.valid_to)).toEqual([...list.items.map((d) => d.valid_to)].sort());
    const paged = await dataOf<ReviewList>(await get("/api/extranet/review-documents?expiring=true&limit=1&page=1", reviewer));
    expect(paged).toMatchObject({ total: list.total, page: 1, limit: 1 });
    expect(paged.items).toHaveLength(1);
  });

  it("takes a document out of the partners' lists on the day after its end, leaving its link and the 'abgelaufen' filter", async () => {
    const id = await approvedDocument("Zertifikat Bad");
    const today = berlinDay(api.clock.now());
    await api.database.db.update(documents).set({ validFrom: null, validTo: addDays(today, 2) }).where(eq(documents.id, id));
    const listed = async () => (await dataOf<DocumentList>(await get("/api/extranet/documents?limit=100", hp))).items.map((d) => d.id);
    expect(await listed()).toContain(id);
    // The supplier sees it in the notification centre as ending soon, linked to the new version.
    const bell = await dataOf<Notifications>(await get("/api/extranet/notifications", supplier));
    expect(bell.expiring_documents.find((d) => d.id === id)).toMatchObject({ valid_to: addDays(today, 2), link: `/document-review/${id}/new-version` });
    api.clock.advance(2 * 86_400);
    hp = (await api.login(DEMO_USERS.haendler.email)).access_token;
    expect(await listed()).toContain(id);
    api.clock.advance(86_400);
    hp = (await api.login(DEMO_USERS.haendler.email)).access_token;
    expect(await listed()).not.toContain(id);
    const expired = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=100&validity=expired", hp));
    expect(expired.items.map((d) => d.id)).toContain(id);
    expect((await get(`/api/extranet/document/${id}`, hp)).status).toBe(200);
  });
});

describe("expiry reminders", () => {
  it("queues the 30- and the 7-day reminder once each, to the submitter and the active account managers", async () => {
    const login = (email: string) => api.login(email).then((p) => p.access_token);
    [supplier, reviewer] = await Promise.all([login(DEMO_USERS.lieferant.email), login(DEMO_REVIEWER.email)]);
    const db = api.database.db;
    const [manager, suspended] = await db
      .insert(users)
      .values([
        { email: "kontoverwaltung@nordholz.example", passwordHash: "x", firstName: "Jana", lastName: "Kuhn", companyId: DEMO_COMPANIES.nordholz.id },
        { email: "ehemals@nordholz.example", passwordHash: "x", firstName: "Otto", lastName: "Alt", companyId: DEMO_COMPANIES.nordholz.id, status: "suspended" },
      ])
      .returning({ id: users.id });
    await db.insert(userPermissions).values([manager!, suspended!].map((u) => ({ userId: u.id, identifier: "ACCOUNTMANAGEMENT" as const })));

    const id = await approvedDocument("Brandschutzzertifikat Bad");
    const today = berlinDay(api.clock.now());
    const end = addDays(today, 30);
    await db.update(documents).set({ validFrom: null, validTo: end }).where(eq(documents.id, id));
    const ours = () => api.mails.filter((m) => m.subject.includes("Brandschutzzertifikat Bad"));
    const daily = async () => {
      await api.jobs.planSchedules();
      await api.jobs.drain();
    };

    api.mails.length = 0;
    await daily();
    expect(ours().map((m) => m.to).sort()).toEqual(["kontoverwaltung@nordholz.example", DEMO_USERS.lieferant.email]);
    const [first] = ours();
    expect(first!.subject).toBe(`Erinnerung: „Brandschutzzertifikat Bad“ ist nur noch bis ${end.split("-").reverse().join(".")} gültig`);
    expect(first!.text).toContain("noch 30 Tage");
    expect(first!.link).toMatch(new RegExp(`/document-review/${id}/new-version$`));
    // The same day again, and the next day: nothing more.
    await daily();
    api.clock.advance(86_400);
    await daily();
    expect(ours()).toHaveLength(2);

    // Seven days before the end: the second reminder, once.
    api.clock.advance(22 * 86_400);
    await daily();
    await daily();
    const second = ours().slice(2);
    expect(second.map((m) => m.to).sort()).toEqual(["kontoverwaltung@nordholz.example", DEMO_USERS.lieferant.email]);
    expect(second[0]!.text).toContain("noch 7 Tage");
    api.clock.advance(86_400);
    await daily();
    expect(ours()).toHaveLength(4);
    // Never to the suspended account manager, nor to a colleague without account management.
    expect(api.mails.map((m) => m.to)).not.toContain("ehemals@nordholz.example");
    expect(api.mails.map((m) => m.to)).not.toContain(DEMO_USERS.innendienst.email);
  });
});
