/**
 * An entity description's projection for a screen (entityScreenOf) with its text keys worded
 * (decision 0967): loaders hand the browser sentences, and the CSV exports take their headers
 * from it. Labels not yet moved into the locale files pass through as they are.
 */
import { entityScreenOf, type EntityDescription, type EntityScreen, type EntityScreenField } from "#contract/describe";
import { wordsOf } from "~/lib/text-key";

const wordedField = (f: EntityScreenField): EntityScreenField => ({
  ...f,
  label: wordsOf(f.label),
  ...(f.hint ? { hint: wordsOf(f.hint) } : {}),
  ...(f.empty ? { empty: wordsOf(f.empty) } : {}),
  ...(f.options ? { options: f.options.map((o) => ({ ...o, label: wordsOf(o.label) })) } : {}),
});

export function entityScreen(d: EntityDescription): EntityScreen {
  const s = entityScreenOf(d);
  return {
    ...s,
    labels: { one: wordsOf(s.labels.one), many: wordsOf(s.labels.many) },
    sections: s.sections.map((section) => ({ ...section, label: wordsOf(section.label) })),
    fields: s.fields.map(wordedField),
    columns: s.columns.map(wordedField),
    export: s.export.map(wordedField),
  };
}
