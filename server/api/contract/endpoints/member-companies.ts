/**
 * The association's member companies (issue 39, decision 0953): Partnerverwaltung lists, creates,
 * edits, suspends and reactivates partner companies, invites their first account manager and
 * imports companies from CSV (a stored dry run, then its apply). The association's own company
 * (relation VB) is FORBIDDEN like an unknown id: it is the Administration's.
 */
import { endpoint } from "../endpoint";
import {
  companyImportApplyPayloadSchema,
  companyImportPayloadSchema,
  companyImportSchema,
  firstAccountPayloadSchema,
  firstAccountSchema,
  memberCompanyCreatePayloadSchema,
  memberCompanyListQuerySchema,
  memberCompanyListSchema,
  memberCompanyPatchPayloadSchema,
  memberCompanySchema,
  memberCompanyStatusPayloadSchema,
} from "../member-companies";

const tag = "Association: companies";
const access = "partnerAdministration";

export const MEMBER_COMPANY_ENDPOINTS = {
  memberCompanies: endpoint({ method: "GET", path: "/extranet/member-companies", summary: "The member companies, paged, searchable and filtered", query: memberCompanyListQuerySchema, answer: memberCompanyListSchema, envelope: "data", access, cached: true, tag }),
  memberCompanyCreate: endpoint({ method: "POST", path: "/extranet/member-companies", summary: "Create a company (HP, LF or RP) with its customer number", body: memberCompanyCreatePayloadSchema, answer: memberCompanySchema, envelope: "data", access, tag }),
  companyImportCheck: endpoint({ method: "POST", path: "/extranet/member-companies/imports", summary: "Check a CSV file (dry run) and store it for the import", body: companyImportPayloadSchema, answer: companyImportSchema, envelope: "data", access, tag }),
  companyImport: endpoint({ method: "GET", path: "/extranet/member-companies/imports/:id", summary: "A stored import with the result of its dry run", answer: companyImportSchema, envelope: "data", access, tag }),
  companyImportApply: endpoint({ method: "POST", path: "/extranet/member-companies/imports/:id/apply", summary: "Apply an import without errors (again: changes nothing)", body: companyImportApplyPayloadSchema, answer: companyImportSchema, envelope: "data", access, tag }),
  memberCompany: endpoint({ method: "GET", path: "/extranet/member-companies/:id", summary: "A member company", answer: memberCompanySchema, envelope: "data", access, tag }),
  memberCompanyUpdate: endpoint({ method: "PATCH", path: "/extranet/member-companies/:id", summary: "Change a member company (with the loaded version)", body: memberCompanyPatchPayloadSchema, answer: memberCompanySchema, envelope: "data", access, tag }),
  memberCompanyStatus: endpoint({ method: "POST", path: "/extranet/member-companies/:id/status", summary: "Lock a company (its accounts can no longer sign in) or unlock it (with a reason)", body: memberCompanyStatusPayloadSchema, answer: memberCompanySchema, envelope: "data", access, tag }),
  memberCompanyFirstAccount: endpoint({ method: "POST", path: "/extranet/member-companies/:id/first-account", summary: "Invite a company's first account administrator", body: firstAccountPayloadSchema, answer: firstAccountSchema, envelope: "data", access, tag }),
};
