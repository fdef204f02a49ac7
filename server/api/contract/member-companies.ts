/**
 * The association's member companies (issue 39, decision 0953): the record Partnerverwaltung
 * keeps (derived from entities/member-company.ts), the list's query, suspension with a reason,
 * the first account manager's invitation and the CSV import (dry run, then apply).
 */
import { z } from "zod";
import { countedShape } from "./counted";
import { answerSchemaOf, listItemSchemaOf, payloadSchemaOf } from "./describe";
import { COMPANY_STATUSES, memberCompanyEntity } from "./entities/member-company";
import { IMPORT_MAX_BYTES } from "./member-company-import";
import { PARTNER_RELATIONS } from "./permissions";
import { SUPPORT_REASON_MAX } from "./support";
import { COMPANY_PAGE_SIZE } from "./values";

export { COMPANY_PAGE_SIZE } from "./values";

export const memberCompanySchema = answerSchemaOf(memberCompanyEntity);
export type MemberCompany = z.infer<typeof memberCompanySchema>;

export const memberCompanyListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    relation: z.enum(PARTNER_RELATIONS).optional(),
    status: z.enum(COMPANY_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(COMPANY_PAGE_SIZE),
  })
  .strict();
export type MemberCompanyListQuery = z.input<typeof memberCompanyListQuerySchema>;
/** A row of the list: its columns (the record's master data and permissions are the company's own answer). */
export const memberCompanyListItemSchema = listItemSchemaOf(memberCompanyEntity, ["customer_number", "name", "relation", "city", "status", "accounts"]);
export type MemberCompanyListItem = z.infer<typeof memberCompanyListItemSchema>;
export const memberCompanyListSchema = z.object({ items: z.array(memberCompanyListItemSchema), ...countedShape });
export type MemberCompanyList = z.infer<typeof memberCompanyListSchema>;

/** POST: customer number, name and relation must be given; the rest as the description says. */
export const memberCompanyCreatePayloadSchema = payloadSchemaOf(memberCompanyEntity, "create").required({ customer_number: true, name: true, relation: true });
export type MemberCompanyCreatePayload = z.input<typeof memberCompanyCreatePayloadSchema>;
/** PATCH: changed fields with the loaded version; customer number and relation stay. */
export const memberCompanyPatchPayloadSchema = payloadSchemaOf(memberCompanyEntity, "update", { versionRequired: true });
export type MemberCompanyPatchPayload = z.input<typeof memberCompanyPatchPayloadSchema>;

export const memberCompanyStatusPayloadSchema = z
  .object({ status: z.enum(COMPANY_STATUSES), reason: z.string().trim().min(1).max(SUPPORT_REASON_MAX) })
  .strict();

const name = z.string().trim().min(1).max(100);
/** The first account manager: account management and the company's allowed permissions, invited by mail. */
export const firstAccountPayloadSchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    first_name: name,
    last_name: name,
    /** the page that receives `?token=` and lets the invited manager set a password */
    invite_url: z.string().url(),
  })
  .strict();
export type FirstAccountPayload = z.input<typeof firstAccountPayloadSchema>;
export const firstAccountSchema = z.object({ id: z.string().uuid(), email: z.string() });

/** The file as uploaded: its name and its bytes (base64), any encoding and delimiter the decision allows. */
export const companyImportPayloadSchema = z
  .object({
    filename: z.string().trim().min(1).max(200),
    content_base64: z
      .string()
      .max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  })
  .strict();
export type CompanyImportPayload = z.input<typeof companyImportPayloadSchema>;

export const IMPORT_OUTCOMES = ["new", "changed", "unchanged", "failed"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** One error: the file's row (the header is row 1; 0 for the file as a whole) and the column's header ("" for the row). */
export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const importRowSchema = z.object({
  row: z.number().int(),
  customer_number: z.string(),
  name: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** the first account manager is invited by this import */
  invites: z.boolean(),
});

/** A stored import: its dry run's outcome per row, its errors, and whether it was applied. */
export const companyImportSchema = z.object({
  id: z.string().uuid(),
  filename: z.string(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  /** the file's encoding and delimiter as read */
  encoding: z.enum(["UTF-8", "Windows-1252"]).nullable(),
  delimiter: z.enum([";", ","]).nullable(),
  counts: z.object({ new: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), failed: z.number().int(), invites: z.number().int() }),
  rows: z.array(importRowSchema),
  errors: z.array(importErrorSchema),
  /** no row failed: the import may be applied */
  applicable: z.boolean(),
});
export type CompanyImport = z.infer<typeof companyImportSchema>;

export const companyImportApplyPayloadSchema = z.object({ invite_url: z.string().url() }).strict();
