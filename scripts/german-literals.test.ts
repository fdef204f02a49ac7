/**
 * No German text outside the locale files (issue 42): the screens, toasts, form errors, API
 * messages, mails, CSV headers, PDFs and .ics files take their words from app/locales/de, so a
 * second language only adds a locale. Tests, seeds and demo data are exempt (german-literals.ts).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { germanLiteralsOf, looksGerman, scanGermanLiterals } from "./german-literals";

/** German that stays in code for good, each with its reason. */
const ALLOWED: Record<string, string> = {
  "scripts/german-literals.ts": "the check's own list of German words",
  "server/zr/texts-de.ts": "the ZR-Simulator stands in for an external system with its own texts; the portal only frames it (decision 0900)",
  "server/zr/csv.ts": "the ZR-Simulator's CSV columns are the external system's format, not the portal's words",
};

/**
 * German not yet moved into the locale files (issue 42, decision 0967): mails and the services'
 * own messages, the collection and entity descriptions' labels, and the API's endpoint summaries.
 * The list only shrinks: an entry whose file is clean fails, so it is removed with the move.
 */
const NOT_YET_MOVED: Record<string, string> = {
  "app/.server/career-screens.ts": "portal text",
  "app/.server/website-screens.ts": "portal text",
  "app/components/collections/preview-page.tsx": "portal text",
  "app/components/page-builder/page-preview.tsx": "portal text",
  "app/components/page-builder/status.ts": "portal text",
  "app/lib/schemas/association-documents.ts": "portal text",
  "app/lib/schemas/news-editor.ts": "portal text",
  "app/routes/_portal+/calendar+/$id_.ics.tsx": "portal text",
  "app/routes/_portal+/verband+/dokumente+/$id.tsx": "portal text",
  "server/api/accounts/colleagues.ts": "mail texts",
  "server/api/accounts/passwords.ts": "mail texts",
  "server/api/accounts/service.ts": "mail texts",
  "server/api/association-documents/service.ts": "service messages",
  "server/api/auth/tfa.ts": "mail texts",
  "server/api/catalogue/service.ts": "service messages",
  "server/api/content/event-mails.ts": "mail texts",
  "server/api/contract/collections/banners.ts": "description labels, hints and messages",
  "server/api/contract/collections/company-history.ts": "description labels, hints and messages",
  "server/api/contract/collections/histories.ts": "description labels, hints and messages",
  "server/api/contract/collections/informations.ts": "description labels, hints and messages",
  "server/api/contract/collections/job-benefits.ts": "description labels, hints and messages",
  "server/api/contract/collections/job-faqs.ts": "description labels, hints and messages",
  "server/api/contract/collections/jobs.ts": "description labels, hints and messages",
  "server/api/contract/collections/page-elements.ts": "description labels, hints and messages",
  "server/api/contract/collections/pages.ts": "description labels, hints and messages",
  "server/api/contract/collections/private-brands.ts": "description labels, hints and messages",
  "server/api/contract/collections/references.ts": "description labels, hints and messages",
  "server/api/contract/collections/text-image.ts": "description labels, hints and messages",
  "server/api/contract/collections/website-settings.ts": "description labels, hints and messages",
  "server/api/contract/digests.ts": "description labels, hints and messages",
  "server/api/contract/endpoints/accounts.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/association-documents.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/awards.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/catalogue.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/content.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/digests.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/events.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/files.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/help.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/masterdata.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/member-companies.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/news.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/privacy.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/review.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/specs.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/staff.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/supplier.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/support.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/website.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/endpoints/zr.ts": "endpoint summaries and tags of the OpenAPI document",
  "server/api/contract/entities/addresses.ts": "description labels, hints and messages",
  "server/api/contract/entities/company.ts": "description labels, hints and messages",
  "server/api/contract/entities/contacts.ts": "description labels, hints and messages",
  "server/api/contract/entities/member-company.ts": "description labels, hints and messages",
  "server/api/contract/entities/news.ts": "description labels, hints and messages",
  "server/api/contract/entities/permission-clusters.ts": "description labels, hints and messages",
  "server/api/contract/member-company-import.ts": "description labels, hints and messages",
  "server/api/digests/compose.ts": "mail texts",
  "server/api/digests/settings.ts": "service messages",
  "server/api/embedded.ts": "operator and host messages",
  "server/api/events/service.ts": "service messages",
  "server/api/http/text-input.ts": "service messages",
  "server/api/mail/layout.ts": "mail texts",
  "server/api/member-companies/import.ts": "service messages",
  "server/api/news/service.ts": "service messages",
  "server/api/page-builder/rules.ts": "service messages",
  "server/api/privacy/mail.ts": "mail texts",
  "server/api/review/jobs.ts": "mail texts",
  "server/api/review/notify.ts": "mail texts",
  "server/api/staff/admin-cli.ts": "operator and host messages",
  "server/api/staff/setup.ts": "service messages",
  "server/api/support/service.ts": "mail texts",
  "server/app.ts": "operator and host messages",
  "server/config.ts": "operator and host messages",
};

const root = join(__dirname, "..");

describe("the German-literal heuristic", () => {
  it("flags German sentences, labels and umlaut words", () => {
    for (const text of ["Bitte ausfüllen.", "Interner Titel", "Werte", "Die Datei ist leer.", "Straße", "Erinnerung: morgen"]) expect(looksGerman(text), text).toBe(true);
  });

  it("passes identifiers, paths, CSS, English and character lists", () => {
    for (const text of ["/verband/firmen", "associationEvents.columns.title", "rounded-md px-2 text-slate-700", "Invalid payload. first_name and last_name go together.", "äöü", "ß", "0-9A-Za-zÀ-ÖØ-öø-ÿẞ", "member_company", "tag", "die"]) expect(looksGerman(text), text).toBe(false);
  });

  it("finds string, template and JSX literals, not comments or imports", () => {
    const source = `// Bitte nicht melden\nimport x from "./für";\nconst a = "Bitte ausfüllen.";\nconst b = \`Höchstens \${max} Zeichen.\`;\nconst c = <p>Mehr erfahren</p>;\n`;
    expect(germanLiteralsOf("x.tsx", source).map((f) => f.line)).toEqual([3, 4, 5]);
  });
});

describe("German text in code", () => {
  const findings = scanGermanLiterals(root);
  const files = new Set(findings.map((f) => f.file));

  it("is only in the locale files, tests, seeds and the allowed files", () => {
    const stray = findings.filter((f) => !(f.file in ALLOWED) && !(f.file in NOT_YET_MOVED)).map((f) => `${f.file}:${f.line}: ${f.text}`);
    expect(stray, "move these texts into app/locales/de (an area module) and use keys").toEqual([]);
  });

  it("lists no file that has no German left", () => {
    expect([...Object.keys(ALLOWED), ...Object.keys(NOT_YET_MOVED)].filter((file) => !files.has(file))).toEqual([]);
  });
});
