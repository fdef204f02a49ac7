import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#contract/catalogue";
import { associationDocumentEntity } from "#contract/association-documents";
import { COLLECTIONS } from "#contract/collections/registry";
import { WEBSITE_SETTINGS_FIELDS } from "#contract/collections/website-settings";
import { galleriesOf, STATUS_LABELS, type CollectionDescription, type Fields } from "#contract/describe";
import { addressEntity } from "#contract/entities/addresses";
import { companyEntity } from "#contract/entities/company";
import { contactEntity } from "#contract/entities/contacts";
import { memberCompanyEntity } from "#contract/entities/member-company";
import { newsEntity } from "#contract/entities/news";
import { permissionClusterEntity } from "#contract/entities/permission-clusters";
import { UNSUBSCRIBE_INVALID_MESSAGE } from "#contract/digests";
import { eventEntity } from "#contract/event-management";
import { IMPORT_MESSAGES } from "#contract/member-company-import";
import { FIELD_MESSAGES, parseTextKey, textKey } from "#contract/text-key";
import { registerAllAreas } from "~/locales/de/all-areas";
import { lookup } from "~/locales/registry";
import { wordsOf } from "./text-key";

registerAllAreas();

/** Every text key a description names: labels, hints, options, sections and the rules' own messages. */
function keysOf(d: { labels: { one: string; many: string }; sections?: Record<string, string>; fields: Fields }): string[] {
  const keys = [d.labels.one, d.labels.many, ...Object.values(d.sections ?? {})];
  for (const f of Object.values(d.fields)) {
    keys.push(f.label, ...(f.hint ? [f.hint] : []), ...(f.options ?? []).map((o) => o.label));
    const refused = f.schema.safeParse(Symbol("not a value"));
    if (!refused.success) keys.push(...refused.error.issues.map((i) => i.message));
  }
  return keys.filter((k) => k !== "");
}

/** The words a collection names besides its fields': the main image's and the galleries' labels. */
const collectionKeys = (c: CollectionDescription) => [...keysOf({ labels: c.labels, fields: { ...c.fields, ...c.translations } }), ...(c.image ? [c.image.label] : []), ...galleriesOf(c).map((g) => g.label)];

/** Labels, hints and options only (no rule messages): what a screen shows of a description. */
const shownTexts = (c: CollectionDescription) => [c.labels.one, c.labels.many, ...(c.image ? [c.image.label] : []), ...galleriesOf(c).map((g) => g.label), ...Object.values({ ...c.fields, ...c.translations }).flatMap((f) => [f.label, ...(f.hint ? [f.hint] : []), ...(f.options ?? []).map((o) => o.label)])];

const ENTITIES = [addressEntity, companyEntity, contactEntity, memberCompanyEntity, newsEntity, permissionClusterEntity];

describe("text keys of the contract (decision 0967)", () => {
  it("words a key with its values, and passes anything else through", () => {
    expect(wordsOf(textKey(FIELD_MESSAGES.tooLong, { max: 200 }))).toBe("Höchstens 200 Zeichen.");
    expect(wordsOf(FIELD_MESSAGES.required)).toBe("Bitte ausfüllen.");
    expect(wordsOf(`${textKey(FIELD_MESSAGES.min, { min: 1 })}.`)).toBe("Mindestens 1.");
    expect(wordsOf("Required")).toBe("Required");
    expect(wordsOf("descriptions.nothing.here")).toBe("descriptions.nothing.here");
    expect(parseTextKey("Bitte ausfüllen.")).toBeNull();
    // an API refusal the portal shows as it is worded (the unsubscribe page)
    expect(wordsOf(UNSUBSCRIBE_INVALID_MESSAGE)).toBe("Dieser Abmeldelink ist ungültig oder wurde bereits verwendet. Ihre Einstellungen wurden nicht geändert.");
    expect(wordsOf(textKey("descriptions.events.maxParticipantsTaken", { taken: 2 }))).toBe("Es sind bereits 2 Teilnehmende angemeldet; weniger Plätze sind nicht möglich.");
    // the company import's audit entry (decision 0987)
    expect(wordsOf(textKey(IMPORT_MESSAGES.audit, { file: "firmen.csv", new: 2, changed: 0, unchanged: 1, invites: 1 }))).toBe("firmen.csv: 2 neu, 0 geändert, 1 unverändert, 1 Einladungen");
  });

  it("has a German text for every key the moved descriptions name", () => {
    const keys = [
      ...Object.values(FIELD_MESSAGES),
      ...Object.values(IMPORT_MESSAGES),
      ...Object.values(STATUS_LABELS),
      ...keysOf(eventEntity),
      ...keysOf(associationDocumentEntity),
      ...Object.values(CATALOGUES).flatMap((c) => keysOf(c.entity)),
      ...COLLECTIONS.flatMap(collectionKeys),
      ...ENTITIES.flatMap(keysOf),
      ...keysOf({ labels: { one: "", many: "" }, fields: WEBSITE_SETTINGS_FIELDS }),
    ].map((text) => parseTextKey(text)?.key ?? text);
    const moved = keys.filter((k) => k.startsWith("descriptions."));
    expect(moved.length).toBeGreaterThan(350);
    expect(moved.filter((k) => typeof lookup("de", k) !== "string")).toEqual([]);
  });

  it("names every label, hint and option of the collections and entities by key", () => {
    expect(COLLECTIONS.flatMap(shownTexts).filter((text) => !text.startsWith("descriptions."))).toEqual([]);
    const entityTexts = ENTITIES.flatMap((d) => [d.labels.one, d.labels.many, ...Object.values(d.sections ?? {}), ...Object.values(d.fields as Fields).flatMap((f) => [f.label, ...(f.hint ? [f.hint] : []), ...(f.options ?? []).map((o) => o.label)])]);
    expect(entityTexts.filter((text) => text !== "" && !text.startsWith("descriptions."))).toEqual([]);
  });
});
