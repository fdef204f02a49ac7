/**
 * Demo data of the document review (issue 11): for the association's reviewer (pruefung@example.com,
 * decision 0600; seeded with the staff, ./staff.ts), Nordholz Küchenmöbel's documents for review in every
 * status, each with the history that led there; one approved document in its second version (the
 * first kept as an earlier version) and a certificate whose validity ends in 20 days (decision 0541).
 */
import { inArray } from "drizzle-orm";
import type { ReviewStatus } from "../contract/review";
import { REVIEW_FOLDER } from "../contract/review";
import type { Tx } from "../db/client";
import { activity, brands, documentBrands, documents, documentSamTags, documentTypes, documentVersions, files, revisions, samTags } from "../db/schema";
import { berlinDay } from "../review/expiry";
import { buildReviewSeedFiles, checksumOf, diskNameOf, seedFileText } from "./files";


import { DEMO_REVIEWER } from "./staff";

export { DEMO_REVIEWER };

const DAY = 86_400_000;

type Step = { action: "create" | "request_review" | "start_review" | "forward" | "approve" | "deny" | "request_feedback" | "comment"; by: "supplier" | "reviewer"; daysAgo: number; to?: ReviewStatus; comment?: string };

const REVIEW_DOCUMENTS: {
  name: string;
  file: string;
  type: string;
  cls: "EVA" | "EKA";
  brands: string[];
  tags: string[];
  validFrom?: string;
  validTo?: string;
  /** the validity ends this many days after the seed's day (instead of validTo) */
  expiresInDays?: number;
  status: ReviewStatus;
  steps: Step[];
  /** the version the approved one replaced (decision 0541) */
  earlier?: { file: string; name: string; validFrom: string; validTo: string; publishedDaysAgo: number };
}[] = [
  {
    name: "Preisliste Küche 2027",
    file: "review-preisliste-2027",
    type: "Preisliste",
    cls: "EKA",
    brands: ["Nordholz Küchen"],
    tags: ["Preislisten"],
    validFrom: "2027-01-01",
    validTo: "2027-12-31",
    status: "draft",
    steps: [{ action: "create", by: "supplier", daysAgo: 2 }],
  },
  {
    name: "Montageanleitung Apothekerschrank",
    file: "review-apothekerschrank",
    type: "Montageanleitung",
    cls: "EKA",
    brands: ["Nordholz Küchen"],
    tags: ["Schulung"],
    status: "in_review",
    steps: [
      { action: "create", by: "supplier", daysAgo: 4 },
      { action: "request_review", by: "supplier", daysAgo: 4, to: "in_review" },
    ],
  },
  {
    name: "Schulungsunterlagen Bad 2027",
    file: "review-schulung-bad",
    type: "Schulung",
    cls: "EKA",
    brands: ["Nordholz Bad"],
    tags: ["Schulung"],
    status: "in_progress",
    steps: [
      { action: "create", by: "supplier", daysAgo: 9 },
      { action: "request_review", by: "supplier", daysAgo: 8, to: "in_review" },
      { action: "start_review", by: "reviewer", daysAgo: 6, to: "in_progress" },
    ],
  },
  {
    name: "Konditionen Frühjahrsaktion 2027",
    file: "review-fruehjahrsaktion",
    type: "Konditionen",
    cls: "EVA",
    brands: ["Nordholz Küchen", "Nordholz Bad"],
    tags: ["Konditionen"],
    validFrom: "2027-03-01",
    validTo: "2027-04-30",
    status: "check_modulemanager",
    steps: [
      { action: "create", by: "supplier", daysAgo: 12 },
      { action: "request_review", by: "supplier", daysAgo: 11, to: "in_review" },
      { action: "forward", by: "reviewer", daysAgo: 7, to: "check_modulemanager", comment: "Aktionskonditionen bitte vom Modulmanagement Küche bestätigen lassen." },
    ],
  },
  {
    name: "Pflegehinweise Massivholzfronten",
    file: "review-pflegehinweise",
    type: "Montageanleitung",
    cls: "EKA",
    brands: ["Nordholz Küchen"],
    tags: ["Schulung"],
    status: "needs_feedback",
    steps: [
      { action: "create", by: "supplier", daysAgo: 15 },
      { action: "request_review", by: "supplier", daysAgo: 14, to: "in_review" },
      { action: "request_feedback", by: "reviewer", daysAgo: 10, to: "needs_feedback", comment: "Bitte ergänzen Sie die Pflegehinweise für geölte Oberflächen und reichen Sie das Dokument erneut ein." },
    ],
  },
  {
    name: "Produktdatenblatt Küche Mara",
    file: "review-datenblatt-mara",
    type: "Bildmaterial",
    cls: "EKA",
    brands: ["Nordholz Küchen"],
    tags: ["Marketing"],
    status: "approved",
    steps: [
      { action: "create", by: "supplier", daysAgo: 21 },
      { action: "request_review", by: "supplier", daysAgo: 20, to: "in_review" },
      { action: "comment", by: "reviewer", daysAgo: 19, comment: "Sieht gut aus, die Lieferzeit bitte noch mit dem Vertrieb abgleichen." },
      { action: "comment", by: "supplier", daysAgo: 18, comment: "Lieferzeit von 6 Wochen ist bestätigt." },
      { action: "approve", by: "reviewer", daysAgo: 18, to: "approved" },
    ],
  },
  {
    name: "Aktionsflyer Sommer",
    file: "review-flyer-sommer",
    type: "Bildmaterial",
    cls: "EKA",
    brands: ["Nordholz Küchen"],
    tags: ["Marketing"],
    status: "denied",
    steps: [
      { action: "create", by: "supplier", daysAgo: 30 },
      { action: "request_review", by: "supplier", daysAgo: 29, to: "in_review" },
      { action: "deny", by: "reviewer", daysAgo: 27, to: "denied", comment: "Der Flyer nennt Endverbraucherpreise. Bitte reichen Sie eine Fassung ohne Preise ein." },
    ],
  },
  {
    name: "Lieferbedingungen Nordholz 2026",
    file: "review-lieferbedingungen-2026",
    type: "Konditionen",
    cls: "EKA",
    brands: ["Nordholz Küchen", "Nordholz Bad"],
    tags: ["Konditionen"],
    validFrom: "2026-01-01",
    validTo: "2027-12-31",
    status: "approved",
    steps: [
      { action: "create", by: "supplier", daysAgo: 48 },
      { action: "request_review", by: "supplier", daysAgo: 47, to: "in_review" },
      { action: "start_review", by: "reviewer", daysAgo: 46, to: "in_progress" },
      { action: "approve", by: "reviewer", daysAgo: 45, to: "approved", comment: "Neue Lieferzeiten geprüft, Frei-Haus-Grenze mit dem Einkauf abgestimmt." },
    ],
    earlier: { file: "review-lieferbedingungen-2025", name: "Lieferbedingungen Nordholz 2025", validFrom: "2025-01-01", validTo: "2025-12-31", publishedDaysAgo: 330 },
  },
  {
    name: "FSC-Zertifikat Nordholz Küchenmöbel",
    file: "review-fsc-zertifikat",
    type: "Schulung",
    cls: "EKA",
    brands: ["Nordholz Küchen"],
    tags: ["Schulung"],
    expiresInDays: 20,
    status: "approved",
    steps: [
      { action: "create", by: "supplier", daysAgo: 70 },
      { action: "request_review", by: "supplier", daysAgo: 69, to: "in_review" },
      { action: "approve", by: "reviewer", daysAgo: 66, to: "approved" },
    ],
  },
];

/** The seed's day plus `days`, as a Berlin calendar date (how validity is read, review/expiry.ts). */
const dayFrom = (now: Date, days: number) => berlinDay(new Date(now.getTime() + days * DAY));

export async function seedReview(tx: Tx, now: Date, supplier: { companyId: number; userId: string }): Promise<void> {

  // One after the other: a transaction is one connection, and pg refuses overlapping queries on one from pg 9 on.
  const brandRows = await tx.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.name, ["Nordholz Küchen", "Nordholz Bad"]));
  const typeRows = await tx.select().from(documentTypes);
  const tagRows = await tx.select().from(samTags);
  const fileIds = new Map<string, string>();
  for (const f of buildReviewSeedFiles()) {
    const [row] = await tx
      .insert(files)
      .values({
        filenameDisk: diskNameOf(f),
        filenameDownload: f.filenameDownload,
        type: f.type,
        filesize: f.bytes.length,
        checksum: checksumOf(f),
        contentText: await seedFileText(f),
        folder: REVIEW_FOLDER,
        companyId: supplier.companyId,
        uploadedBy: supplier.userId,
      })
      .returning({ id: files.id });
    fileIds.set(f.key, row!.id);
  }

  for (const d of REVIEW_DOCUMENTS) {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    const published = d.steps.find((s) => s.action === "approve");
    const [row] = await tx
      .insert(documents)
      .values({
        name: d.name,
        fileId: fileIds.get(d.file)!,
        documentTypeId: typeRows.find((t) => t.title === d.type)!.id,
        documentClass: d.cls,
        // a certificate for a year, ending `expiresInDays` after the seed's day
        validFrom: d.expiresInDays !== undefined ? dayFrom(now, d.expiresInDays - 365) : (d.validFrom ?? null),
        validTo: d.expiresInDays !== undefined ? dayFrom(now, d.expiresInDays) : (d.validTo ?? null),
        uploadedOn: at((published ?? d.steps[0]!).daysAgo),
        companyId: supplier.companyId,
        status: d.status,
        submittedBy: d.steps.some((s) => s.action === "request_review") ? supplier.userId : null,
      })
      .returning({ id: documents.id });
    const documentId = row!.id;
    await tx.insert(documentBrands).values(d.brands.map((b) => ({ documentId, brandId: brandRows.find((r) => r.name === b)!.id })));
    await tx.insert(documentSamTags).values(d.tags.map((t) => ({ documentId, samTagId: tagRows.find((r) => r.name === t)!.id })));
    let status: ReviewStatus = "draft";
    for (const [i, step] of d.steps.entries()) {
      const reviewer = step.by === "reviewer";
      const [entry] = await tx
        .insert(activity)
        .values({
          action: step.action,
          userId: reviewer ? DEMO_REVIEWER.id : supplier.userId,
          companyId: supplier.companyId,
          collection: "documents",
          item: String(documentId),
          // steps of one day keep their order
          timestamp: new Date(at(step.daysAgo).getTime() + i * 60_000),
          comment: step.comment ?? null,
        })
        .returning({ id: activity.id });
      await tx.insert(revisions).values({
        activityId: entry!.id,
        collection: "documents",
        item: String(documentId),
        delta: step.to ? { from: status, status: step.to } : {},
      });
      if (step.to) status = step.to;
    }
    if (d.earlier) {
      await tx.insert(documentVersions).values({
        documentId,
        version: 1,
        fileId: fileIds.get(d.earlier.file)!,
        name: d.earlier.name,
        validFrom: d.earlier.validFrom,
        validTo: d.earlier.validTo,
        publishedOn: at(d.earlier.publishedDaysAgo),
        replacedOn: at(published!.daysAgo),
        approvedBy: DEMO_REVIEWER.id,
      });
    }
  }
}
