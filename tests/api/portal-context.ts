/**
 * Calling portal route modules as Remix calls them, in-process: a signed-in session cookie and a
 * real load context (upstream client) over the test API of the calling file.
 */
import type { AppLoadContext } from "@remix-run/node";
import { createApi } from "../../server/api/app";
import { createLogger } from "../../server/logger";
import { createGetLoadContext, type LoadContextOptions } from "../../app/.server/load-context";
import { createPortalSessionStorage, tokensFromPair } from "../../app/.server/session";
import type { TestApi } from "./fixture";

const SESSION_SECRET = "portal-test-session-secret-0123456789abcdef";

/** What a transport answers for a call it fails: the API's 500 in Directus' error envelope. */
export const apiFailure = () => Response.json({ errors: [{ message: "down", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }, { status: 500 });

/** Stands between the portal and the API, e.g. to fail chosen calls or to record them. */
export type Transport = (request: Request, api: { fetch(request: Request): Response | Promise<Response> }) => Promise<Response>;

/** `options`: further load-context settings, e.g. a ZR system to reach. */
export function portalContext(t: TestApi, transport: Transport = async (request, api) => api.fetch(request), options: Pick<LoadContextOptions, "zr"> = {}) {
  const storage = createPortalSessionStorage(SESSION_SECRET, false);
  let getLoadContext: ReturnType<typeof createGetLoadContext> | undefined;
  // Built on first use: the test API's dependencies exist only once its beforeAll ran.
  const loadContextOf = () =>
    (getLoadContext ??= (() => {
      const api = createApi(t.deps);
      return createGetLoadContext({
        transport: (request) => transport(request, api),
        upstreamBaseUrl: "http://embedded.api",
        sessionSecret: SESSION_SECRET,
        cookieSecure: "false",
        logger: createLogger("silent"),
        ...options,
      });
    })());
  return {
    storage,
    /** The session cookie of a fresh sign-in, as the login action would set it. */
    async signIn(email: string): Promise<string> {
      const session = await storage.getSession();
      session.set("auth", tokensFromPair(await t.login(email)));
      return (await storage.commitSession(session)).split(";")[0]!;
    },
    /** A route's loader called as Remix calls it for a GET of `url` with this session cookie. */
    async load<T>(loader: (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => Promise<T>, url: string, cookie: string, params: Record<string, string> = {}): Promise<T> {
      const context = await this.contextFor(new URL(url), "GET", { cookie });
      return loader({ request: new Request(url, { headers: { cookie } }), context, params });
    },
    /** A user's portal session cookie and, for checking what the API holds, an access token of their own. */
    async session(email: string): Promise<{ cookie: string; token: string }> {
      const [cookie, pair] = await Promise.all([this.signIn(email), t.login(email)]);
      return { cookie, token: pair.access_token };
    },
    /** The load context Remix would pass for a request with these headers to `url`. */
    contextFor(url: URL, method: string, headers: Record<string, string>): Promise<AppLoadContext> {
      const req = { headers, method, ip: "127.0.0.1", secure: false, path: url.pathname, originalUrl: `${url.pathname}${url.search}` };
      return loadContextOf()(req as never, { append: () => undefined, locals: {} } as never);
    },
  };
}
