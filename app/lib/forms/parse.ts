/**
 * conform's parseWithZod, with the rules' messages worded: the contract's descriptions name their
 * messages by key (decision 0967), the form shows the locale's sentence. The forms validate on the
 * server only, so the words come from the server's texts.
 */
import { parseWithZod as parseWithConform } from "@conform-to/zod";
import type { ZodIssue } from "zod";
import { wordsOf } from "~/lib/text-key";

const formatError = (issues: ZodIssue[]) => issues.map((issue) => wordsOf(issue.message));

export const parseWithZod = ((payload: FormData | URLSearchParams, options: { schema: unknown }) =>
  (parseWithConform as (payload: FormData | URLSearchParams, options: object) => unknown)(payload, { formatError, ...options })) as typeof parseWithConform;
