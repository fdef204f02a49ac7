/**
 * Ending the portal session: the session upstream, and while impersonating the parent's session
 * too (spec §4), then a fresh cookie that carries only the toast.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { Toast } from "~/lib/toast";

export async function signOut(context: AppLoadContext, to: string, toast: Toast): Promise<Response> {
  const anonymous = context.upstream.withToken(undefined);
  const pairs = [context.session.get("auth"), context.session.get("parent")].filter((p) => p !== undefined);
  // Best effort: the cookie is cleared whatever the API says, so the user is out either way.
  await Promise.all(pairs.map((p) => anonymous.call("logout", { body: { refresh_token: p.refresh_token } }).catch(() => undefined)));
  const session = await context.sessionStorage.getSession();
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await context.sessionStorage.commitSession(session) } });
}
