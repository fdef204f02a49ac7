/** remix-auth wiring: a FormStrategy that signs in against the API and yields the token pair. */
import { AuthorizationError, Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { tokensFromPair, type AuthTokens, type PortalSessionStorage } from "./session";
import type { UpstreamClient } from "./upstream";

export const FORM_STRATEGY = "form";

/**
 * Why a sign-in was refused (the upstream error), or undefined for any other failure. Here, not in
 * the route, so the browser bundle of /login does not carry remix-auth.
 */
export function signInRefusal(error: unknown): { cause: unknown } | undefined {
  return error instanceof AuthorizationError ? { cause: error.cause } : undefined;
}

export interface LoginContext {
  upstream: UpstreamClient;
  formData: FormData;
}

export function createAuthenticator(storage: PortalSessionStorage): Authenticator<AuthTokens> {
  const authenticator = new Authenticator<AuthTokens>(storage, { sessionKey: "auth" });
  authenticator.use(
    new FormStrategy<AuthTokens>(async ({ form, context }) => {
      const { upstream } = context as unknown as LoginContext;
      const otp = form.get("otp");
      const pair = await upstream.call("login", {
        body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? ""), otp: typeof otp === "string" && otp ? otp : undefined, mode: "json" },
      });
      return tokensFromPair(pair);
    }),
    FORM_STRATEGY,
  );
  return authenticator;
}
