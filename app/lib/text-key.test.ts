import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#contract/catalogue";
import { associationDocumentEntity } from "#contract/association-documents";
import { STATUS_LABELS, type Fields } from "#contract/describe";
import { eventEntity } from "#contract/event-management";
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

describe("text keys of the contract (decision 0967)", () => {
  it("words a key with its values, and passes anything else through", () => {
    expect(wordsOf(textKey(FIELD_MESSAGES.tooLong, { max: 200 }))).toBe("Höchstens 200 Zeichen.");
    expect(wordsOf(FIELD_MESSAGES.required)).toBe("Bitte ausfüllen.");
    expect(wordsOf(`${textKey(FIELD_MESSAGES.min, { min: 1 })}.`)).toBe("Mindestens 1.");
    expect(wordsOf("Required")).toBe("Required");
    expect(wordsOf("descriptions.nothing.here")).toBe("descriptions.nothing.here");
    expect(parseTextKey("Bitte ausfüllen.")).toBeNull();
  });

  it("has a German text for every key the moved descriptions name", () => {
    const keys = [
      ...Object.values(FIELD_MESSAGES),
      ...Object.values(STATUS_LABELS),
      ...keysOf(eventEntity),
      ...keysOf(associationDocumentEntity),
      ...Object.values(CATALOGUES).flatMap((c) => keysOf(c.entity)),
    ].map((text) => parseTextKey(text)?.key ?? text);
    const moved = keys.filter((k) => k.startsWith("descriptions."));
    expect(moved.length).toBeGreaterThan(60);
    expect(moved.filter((k) => typeof lookup(k) !== "string")).toEqual([]);
  });
});
