import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createParsedAnswers } from "./parsed-answers";

const schema = z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) });
const text = JSON.stringify({ data: [{ id: 1, title: "Neue Jahreskonditionen" }], extra: true });

describe("parsed answers", () => {
  it("parses and validates a text once, and hands out the same frozen objects", () => {
    const answers = createParsedAnswers();
    const first = answers.parse(schema, text);
    const second = answers.parse(schema, `${text}`);
    expect(first.success && second.success).toBe(true);
    if (!first.success || !second.success) return;
    expect(second.data).toBe(first.data);
    // zod's own result: unknown keys stripped
    expect(first.data).toEqual({ data: [{ id: 1, title: "Neue Jahreskonditionen" }] });
    expect(() => {
      (first.data.data[0] as { title: string }).title = "geändert";
    }).toThrow(TypeError);
    expect(() => first.data.data.push({ id: 2, title: "x" })).toThrow(TypeError);
  });

  it("keeps a result per schema", () => {
    const answers = createParsedAnswers();
    const loose = z.object({ data: z.array(z.unknown()), extra: z.boolean() });
    const strict = answers.parse(schema, text);
    const other = answers.parse(loose, text);
    expect(other.success && "extra" in other.data).toBe(true);
    expect(strict.success && !("extra" in strict.data)).toBe(true);
  });

  it("does not keep an answer the schema refuses", () => {
    const answers = createParsedAnswers();
    const bad = JSON.stringify({ data: [{ id: "eins" }] });
    expect(answers.parse(schema, bad).success).toBe(false);
    expect(answers.parse(schema, bad).success).toBe(false);
  });

  it("forgets the least recently used texts beyond its bound", () => {
    const answers = createParsedAnswers(text.length * 2);
    const texts = [0, 1, 2].map((i) => JSON.stringify({ data: [{ id: i, title: "Titel ".padEnd(text.length - 30, "x") }] }));
    const firstA = answers.parse(schema, texts[0]!);
    const before = answers.parse(schema, texts[1]!);
    answers.parse(schema, texts[0]!); // used again: now the newest
    answers.parse(schema, texts[2]!); // evicts texts[1]
    const firstB = answers.parse(schema, texts[0]!);
    expect(firstA.success && firstB.success && firstB.data === firstA.data).toBe(true);
    const after = answers.parse(schema, texts[1]!);
    expect(before.success && after.success && after.data !== before.data).toBe(true);
  });
});
