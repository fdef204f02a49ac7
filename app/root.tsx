import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { ErrorContent, ErrorPageGuard } from "./components/layout/error-page";
import { LoadingBar } from "./components/layout/loading-bar";
import { OfflineBanner } from "./components/layout/offline-banner";
import { RouteFocus } from "./components/layout/route-focus";
import { Toaster } from "./components/ui/toast";
import { currentLanguage, t } from "./i18n";
import { useNonce } from "./nonce";
import stylesheet from "./tailwind.css";
import { keptInputFrom } from "~/lib/kept-input";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = () => [{ title: t("portal.title") }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { toast: context.toast, requestId: context.requestId, signedIn: context.signedIn };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const { t: translate } = useTranslation();
  return (
    <html lang={currentLanguage()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5a96" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <a
          href="#main"
          className="sr-only z-[70] rounded bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {translate("portal.skipLink")}
        </a>
        <LoadingBar />
        <OfflineBanner />
        <RouteFocus />
        {children}
        <Toaster toast={data?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  // A thrown exception is a 500; anything stranger has no status and shows 'Error'.
  const status = isRouteErrorResponse(error) ? error.status : error instanceof Error ? 500 : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPageGuard>
      <main id="main" className="px-4">
        <ErrorContent status={status} requestId={status === 404 ? undefined : data?.requestId} signedIn={data?.signedIn} kept={isRouteErrorResponse(error) ? keptInputFrom(error.data) : undefined} />
      </main>
    </ErrorPageGuard>
  );
}
