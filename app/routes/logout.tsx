/** POST /logout: end the session upstream (and the parent's while impersonating), clear the cookie, go to '/' (spec §2). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOut } from "~/.server/sign-out";
import { t } from "~/i18n";

export async function loader() {
  // Signing out changes state, so it is a POST only; a typed-in /logout just goes home.
  throw redirect("/");
}

export async function action({ context }: ActionFunctionArgs) {
  return signOut(context, "/", { kind: "info", message: t("login.loggedOut") });
}
