/**
 * API answers parsed and validated once per text (issue 10, decision 0522). The embedded API
 * serves a cached answer as the very same string until something changes (server/api/cache), so
 * the layout's and the dashboard's calls hand the portal identical texts on every page: parsing
 * and validating them again was a tenth of a page's CPU.
 *
 * Every request that receives the same text gets the same objects, so they are frozen: code that
 * changed one would throw (in tests) instead of altering another request's data. The texts kept
 * are bounded by their total length; the least recently used go first.
 */
import type { z } from "zod";

export interface ParsedAnswers {
  /** `schema`'s parse of `text`, from memory when this text was parsed with it before. */
  parse<T extends z.ZodTypeAny>(schema: T, text: string): z.SafeParseReturnType<unknown, z.infer<T>>;
}

export function createParsedAnswers(maxChars = 4_000_000): ParsedAnswers {
  // text → the schemas it was parsed with (almost always one) and their result
  const answers = new Map<string, Map<z.ZodTypeAny, unknown>>();
  let chars = 0;

  return {
    parse(schema, text) {
      const known = answers.get(text);
      if (known?.has(schema)) {
        // most recently used last
        answers.delete(text);
        answers.set(text, known);
        return { success: true, data: known.get(schema) };
      }
      const parsed = schema.safeParse(JSON.parse(text));
      if (!parsed.success) return parsed;
      deepFreeze(parsed.data);
      if (known) known.set(schema, parsed.data);
      else {
        answers.set(text, new Map([[schema, parsed.data]]));
        chars += text.length;
        for (const [oldest] of answers) {
          if (chars <= maxChars || oldest === text) break;
          answers.delete(oldest);
          chars -= oldest.length;
        }
      }
      return parsed;
    },
  };
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
