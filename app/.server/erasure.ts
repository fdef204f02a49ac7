/**
 * Erasure through the API (issue 41, decisions 0981, 0988), the same for the colleague, the contact
 * and Administration's screens: the call, then a redirect with a toast — the API's refusal named in
 * German from its reason (own account, last account manager; another company's or an unknown
 * person answers FORBIDDEN), nothing changed.
 */
import type { AppLoadContext } from "@remix-run/node";
import { ERASURE_REFUSALS, type ErasureRefusal } from "#contract/erasure";
import { t } from "~/i18n";
import { redirectWithToast } from "./toast";
import { isUnavailable, isUpstreamError } from "./upstream";

const isRefusal = (reason: string | undefined): reason is ErasureRefusal => (ERASURE_REFUSALS as readonly (string | undefined)[]).includes(reason);

/** The German message of a failed erasure; an unexpected failure is thrown on. */
export function erasureFailure(error: unknown): string {
  if (isUnavailable(error)) return t("errors.unavailableSave");
  if (!isUpstreamError(error) || error.status >= 500) throw error;
  if (isRefusal(error.reason)) return t(`privacyRegister.erasure.refused.${error.reason}`);
  if (error.status === 403) return t("privacyRegister.erasure.refused.FORBIDDEN");
  return t("privacyRegister.erasure.failed");
}

/** Erases by `call`; success goes to `done` with `message`, a refusal back to `back` with its reason. */
export async function eraseAndRedirect(context: AppLoadContext, call: () => Promise<unknown>, to: { done: string; back: string; message: string }): Promise<Response> {
  try {
    await call();
  } catch (error) {
    return redirectWithToast(context, to.back, { kind: "error", message: erasureFailure(error) });
  }
  return redirectWithToast(context, to.done, { kind: "success", message: to.message });
}
