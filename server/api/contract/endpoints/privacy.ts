/**
 * Personal data (issue 41): the processing record for Administration, and exports of a person's
 * data — a user's own (any signed-in user) or, for Administration, any account's or contact
 * person's. A download streams the ZIP once, to the one who asked, within EXPORT_LINK_DAYS.
 */
import { endpoint } from "../endpoint";
import { dataExportForPayloadSchema, dataExportListSchema, dataExportSchema, processingRecordSchema } from "../privacy";

const tag = "Datenschutz";

export const PRIVACY_ENDPOINTS = {
  processingRecord: endpoint({ method: "GET", path: "/extranet/privacy/record", summary: "Das Verzeichnis der Verarbeitungstätigkeiten, erzeugt aus den Kennzeichnungen personenbezogener Daten", answer: processingRecordSchema, envelope: "data", access: "privacyAdministration", tag }),
  dataExports: endpoint({ method: "GET", path: "/extranet/privacy/exports", summary: "Die Datenexporte, die der Aufrufer angefordert hat", answer: dataExportListSchema, envelope: "data", access: "signedIn", tag }),
  dataExportRequest: endpoint({ method: "POST", path: "/extranet/privacy/exports", summary: "Einen Export der eigenen Daten anfordern (wird im Hintergrund erstellt)", answer: dataExportSchema, envelope: "data", access: "signedIn", tag }),
  dataExportFor: endpoint({ method: "POST", path: "/extranet/privacy/exports/for", summary: "Einen Export der Daten eines Accounts oder Kontakts anfordern (im Protokoll vermerkt)", body: dataExportForPayloadSchema, answer: dataExportSchema, envelope: "data", access: "privacyAdministration", tag }),
  dataExportDownload: endpoint({ method: "GET", path: "/extranet/privacy/exports/:id/download", summary: "Einen fertigen Export als ZIP herunterladen (einmal, sieben Tage lang)", envelope: "stream", access: "signedIn", tag }),
};
