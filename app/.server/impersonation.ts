/**
 * Switching the portal session into another account and back (decisions 0101, 0963): the API's
 * refresh token is exchanged for the account's first pair, the own pair is kept aside in the
 * cookie session with the own name (for the hint bar) and, for the association's support view,
 * the screen to return to. No token is ever part of a URL.
 */
import type { AppLoadContext } from "@remix-run/node";
import { tokensFromPair } from "~/.server/session";
import { resetZrClients } from "~/.server/zr";

/** Where ending a sub-account switch lands when no other screen was kept. */
const SUB_ACCOUNTS = "/sub-accounts";

export async function switchInto(context: AppLoadContext, refreshToken: string, ownName: string, returnTo?: string): Promise<void> {
  const pair = await context.upstream.withToken(undefined).call("refresh", { body: { refresh_token: refreshToken, mode: "json" } });
  context.session.set("parent", context.session.get("auth")!);
  context.session.set("parentName", ownName);
  if (returnTo) context.session.set("parentReturn", returnTo);
  else context.session.unset("parentReturn");
  context.session.set("auth", tokensFromPair(pair));
  resetZrClients(context.session);
}

/** Ends the switched session upstream and restores the own pair; answers the screen to return to. */
export async function switchBack(context: AppLoadContext): Promise<string> {
  const parent = context.session.get("parent");
  const child = context.session.get("auth");
  const returnTo = context.session.get("parentReturn") ?? SUB_ACCOUNTS;
  if (!parent || !child) return SUB_ACCOUNTS;
  await context.upstream.withToken(undefined).call("logout", { body: { refresh_token: child.refresh_token } }).catch(() => undefined);
  context.session.set("auth", parent);
  for (const key of ["parent", "parentName", "parentReturn"] as const) context.session.unset(key);
  resetZrClients(context.session);
  return returnTo;
}
