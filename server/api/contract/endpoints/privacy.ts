/**
 * Personal data (issue 41): the processing record for Administration, and exports of a person's
 * data — a user's own (any signed-in user) or, for Administration, any account's or contact
 * person's. A download streams the ZIP once, to the one who asked, within EXPORT_LINK_DAYS.
 */
import { endpoint } from "../endpoint";
import { dataExportForPayloadSchema, dataExportListSchema, dataExportSchema, processingRecordSchema } from "../privacy";

const tag = "Privacy";

export const PRIVACY_ENDPOINTS = {
  processingRecord: endpoint({ method: "GET", path: "/extranet/privacy/record", summary: "The record of processing activities, generated from the personal-data marks", answer: processingRecordSchema, envelope: "data", access: "privacyAdministration", tag }),
  dataExports: endpoint({ method: "GET", path: "/extranet/privacy/exports", summary: "The data exports the caller requested", answer: dataExportListSchema, envelope: "data", access: "signedIn", tag }),
  dataExportRequest: endpoint({ method: "POST", path: "/extranet/privacy/exports", summary: "Request an export of one's own data (prepared in the background)", answer: dataExportSchema, envelope: "data", access: "signedIn", tag }),
  dataExportFor: endpoint({ method: "POST", path: "/extranet/privacy/exports/for", summary: "Request an export of an account's or a contact's data (recorded in the audit trail)", body: dataExportForPayloadSchema, answer: dataExportSchema, envelope: "data", access: "privacyAdministration", tag }),
  dataExportDownload: endpoint({ method: "GET", path: "/extranet/privacy/exports/:id/download", summary: "Download a finished export as a ZIP (once, for seven days)", envelope: "stream", access: "signedIn", tag }),
};
