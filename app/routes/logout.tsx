/** POST /logout: end the session upstream, clear the cookie, go to '/' (spec §2). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { t } from "~/i18n";

export async function loader() {
  // Signing out changes state, so it is a POST only; a typed-in /logout just goes home.
  throw redirect("/");
}

export async function action({ context }: ActionFunctionArgs) {
  const tokens = context.session.get("auth");
  if (tokens) {
    // Best effort: the cookie is cleared whatever the API says, so the user is out either way.
    await context.upstream.logout(tokens.refresh_token).catch(() => undefined);
  }
  const session = await context.sessionStorage.getSession();
  session.flash("toast", { kind: "info", message: t("login.loggedOut") });
  return redirect("/", { headers: { "Set-Cookie": await context.sessionStorage.commitSession(session) } });
}
