/**
 * The columns of the company import (issue 39, decision 0953), zod-free: the import screen shows
 * them and offers them as a template, the API reads a file's header by them. A header cell names
 * a column by its header (case and surrounding spaces do not matter); columns may come in any
 * order, unknown columns are refused, optional ones may be missing. What goes in each column the
 * screen says (locales/de/association-companies.ts, by key).
 */
export interface ImportColumn {
  /** the header cell */
  header: string;
  /** the member company's field the column fills (account_*: the first account manager) */
  key: string;
  required: boolean;
  /** the template's sample value */
  sample: string;
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: "Kundennummer",
    key: "customer_number",
    required: true,
    sample: "K-10001",
  },
  {
    header: "Firmenname",
    key: "name",
    required: true,
    sample: "Möbelhaus Beispiel GmbH",
  },
  { header: "Beziehung", key: "relation", required: true, sample: "HP" },
  { header: "Straße", key: "street", required: false, sample: "Hauptstraße 1" },
  { header: "PLZ", key: "zip", required: false, sample: "50667" },
  { header: "Ort", key: "city", required: false, sample: "Köln" },
  { header: "Land", key: "country", required: false, sample: "DE" },
  {
    header: "Telefon",
    key: "phone",
    required: false,
    sample: "+49 221 123456",
  },
  {
    header: "E-Mail",
    key: "email",
    required: false,
    sample: "info@beispiel.de",
  },
  {
    header: "Website",
    key: "website",
    required: false,
    sample: "https://www.beispiel.de",
  },
  {
    header: "Berechtigungen",
    key: "allowed_permissions",
    required: false,
    sample: "NEWS|CALENDAR|EVA|MASTERDATA",
  },
  {
    header: "Vorname",
    key: "account_first_name",
    required: false,
    sample: "Erika",
  },
  {
    header: "Nachname",
    key: "account_last_name",
    required: false,
    sample: "Muster",
  },
  {
    header: "Account-E-Mail",
    key: "account_email",
    required: false,
    sample: "erika.muster@beispiel.de",
  },
];

/** The largest import file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most data rows of one file. */
export const IMPORT_MAX_ROWS = 10_000;

/** The template file: the header row and one sample row, `;`-separated (what a German spreadsheet writes). */
export function importTemplate(): string {
  const quote = (v: string) =>
    /[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  return `${IMPORT_COLUMNS.map((c) => quote(c.header)).join(
    ";"
  )}\r\n${IMPORT_COLUMNS.map((c) => quote(c.sample)).join(";")}\r\n`;
}

/**
 * The import's file and row errors and its audit entry as text keys (decision 0967): the portal
 * words them in the user's language (app/locales/de/descriptions-messages.ts, `import`).
 */
const IMPORT_MESSAGE_NAMES = [
  "fileTooLarge",
  "fileEmpty",
  "unterminatedQuote",
  "unknownColumn",
  "duplicateColumn",
  "missingColumn",
  "noRows",
  "tooManyRows",
  "invalidValue",
  "extraValues",
  "customerNumberTwice",
  "unknownPermission",
  "permissionNotAllowed",
  "accountEmailRequired",
  "accountEmailInvalid",
  "accountEmailTwice",
  "accountFirstNameRequired",
  "accountLastNameRequired",
  "associationNumber",
  "relationFixed",
  "emailElsewhere",
  "hasAccounts",
  "audit",
] as const;
type ImportMessageName = (typeof IMPORT_MESSAGE_NAMES)[number];
export const IMPORT_MESSAGES = Object.fromEntries(
  IMPORT_MESSAGE_NAMES.map((name) => [name, `descriptions.import.${name}`])
) as { readonly [K in ImportMessageName]: `descriptions.import.${K}` };
