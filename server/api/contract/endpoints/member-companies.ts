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

const tag = "Verband: Firmen";
const access = "partnerAdministration";

export const MEMBER_COMPANY_ENDPOINTS = {
  memberCompanies: endpoint({ method: "GET", path: "/extranet/member-companies", summary: "Die Mitgliedsfirmen, seitenweise, durchsuchbar und gefiltert", query: memberCompanyListQuerySchema, answer: memberCompanyListSchema, envelope: "data", access, cached: true, tag }),
  memberCompanyCreate: endpoint({ method: "POST", path: "/extranet/member-companies", summary: "Eine Firma (HP, LF oder RP) mit Kundennummer anlegen", body: memberCompanyCreatePayloadSchema, answer: memberCompanySchema, envelope: "data", access, tag }),
  companyImportCheck: endpoint({ method: "POST", path: "/extranet/member-companies/imports", summary: "Eine CSV-Datei prüfen (Probelauf) und für die Übernahme speichern", body: companyImportPayloadSchema, answer: companyImportSchema, envelope: "data", access, tag }),
  companyImport: endpoint({ method: "GET", path: "/extranet/member-companies/imports/:id", summary: "Ein gespeicherter Import mit dem Ergebnis seines Probelaufs", answer: companyImportSchema, envelope: "data", access, tag }),
  companyImportApply: endpoint({ method: "POST", path: "/extranet/member-companies/imports/:id/apply", summary: "Einen fehlerfreien Import übernehmen (erneut: ändert nichts)", body: companyImportApplyPayloadSchema, answer: companyImportSchema, envelope: "data", access, tag }),
  memberCompany: endpoint({ method: "GET", path: "/extranet/member-companies/:id", summary: "Eine Mitgliedsfirma", answer: memberCompanySchema, envelope: "data", access, tag }),
  memberCompanyUpdate: endpoint({ method: "PATCH", path: "/extranet/member-companies/:id", summary: "Eine Mitgliedsfirma ändern (mit der geladenen Version)", body: memberCompanyPatchPayloadSchema, answer: memberCompanySchema, envelope: "data", access, tag }),
  memberCompanyStatus: endpoint({ method: "POST", path: "/extranet/member-companies/:id/status", summary: "Eine Firma sperren (ihre Accounts melden sich nicht mehr an) oder wieder freischalten (mit Grund)", body: memberCompanyStatusPayloadSchema, answer: memberCompanySchema, envelope: "data", access, tag }),
  memberCompanyFirstAccount: endpoint({ method: "POST", path: "/extranet/member-companies/:id/first-account", summary: "Die erste Account-Verwaltung einer Firma einladen", body: firstAccountPayloadSchema, answer: firstAccountSchema, envelope: "data", access, tag }),
};
