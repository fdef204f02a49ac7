/**
 * Shared action plumbing of the edit screens: what a failed upstream save means for the user.
 * A stale version (RECORD_CONFLICT) and refused input keep the form as typed; "not yours" is the
 * 403 page; anything else is the generic German failure.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { t } from "~/i18n";
import { wordsOf } from "~/lib/text-key";
import { registerAllAreas } from "~/locales/de/all-areas";
import { forbidden } from "./guards";
import { isUnavailable, isUpstreamError } from "./upstream";

// Server-only: its toasts name keys of several areas, whichever route calls it.
registerAllAreas();

export interface SaveFailure {
  message: string;
  status: 400 | 409 | 502 | 503;
  conflict: boolean;
}

export function saveFailure(error: unknown, failedMessage: string): SaveFailure {
  // The API is down: the form stays as typed, with a message to try again shortly.
  if (isUnavailable(error)) return { message: t("errors.unavailableSave"), status: 503, conflict: false };
  if (!isUpstreamError(error)) throw error;
  if (error.status === 403) throw forbidden();
  if (error.code === "RECORD_CONFLICT") return { message: t("masterdata.conflict"), status: 409, conflict: true };
  if (error.status === 400) return { message: failedMessage, status: 400, conflict: false };
  return { message: t("masterdata.saveFailed"), status: 502, conflict: false };
}

/** Loads a record for a screen; a 403 of the API (other company, guessed id) becomes the portal's 403. */
export async function loadOrForbidden<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isUpstreamError(error) && error.status === 403) throw forbidden();
    throw error;
  }
}

/** A positive integer path id, else the 403 page (same as the API's answer to guessed ids). */
export function idParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) throw forbidden();
  return Number(raw);
}

interface Replyable {
  reply(options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>;
}

/** The action answer of an edit form whose input failed validation: the form re-renders as typed. */
export function invalidReply(submission: Replyable) {
  return data({ result: submission.reply({ formErrors: [t("masterdata.invalidInput")] }), conflict: false }, { status: 400 });
}

/** The action answer of a refused save (see saveFailure): message on the form, input kept, conflict flagged. */
export function failedSaveReply(submission: Replyable, error: unknown, failedMessage: string, fieldErrors?: Record<string, string[]>) {
  const failure = saveFailure(error, failedMessage);
  return data({ result: submission.reply({ formErrors: [failure.message], fieldErrors }), conflict: failure.conflict }, { status: failure.status });
}

/**
 * A field's own message the API gave ("Invalid payload. slug: <text key>", decision 0967), worded
 * and shown at the field — if the form has that field.
 */
export function apiFieldErrors(error: unknown, isField: (name: string) => boolean): Record<string, string[]> | undefined {
  if (!isUpstreamError(error) || error.code !== "INVALID_PAYLOAD") return undefined;
  const match = /^Invalid payload\. (\w+): (.+)$/s.exec(error.message);
  if (!match || !isField(match[1]!)) return undefined;
  return { [match[1]!]: [wordsOf(match[2]!)] };
}
