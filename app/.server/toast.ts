import { redirect, type AppLoadContext } from "@remix-run/node";
import type { Toast } from "~/lib/toast";

/** A redirect that hands this request's not-yet-shown toast on to the next page. */
export async function redirectKeepingToast(context: AppLoadContext, to: string) {
  if (!context.toast) return redirect(to);
  context.session.flash("toast", context.toast);
  return redirect(to, { headers: { "Set-Cookie": await context.sessionStorage.commitSession(context.session) } });
}

/** POST-redirect-GET with a flash toast shown once on the next page. */
export async function redirectWithToast(context: AppLoadContext, to: string, toast: Toast, init: ResponseInit = {}) {
  context.session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await context.sessionStorage.commitSession(context.session));
  return redirect(to, { ...init, headers });
}
