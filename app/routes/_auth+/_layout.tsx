import { Outlet, useLocation, useMatches } from "@remix-run/react";
import { LanguageSwitch } from "~/components/layout/language-form";
import { LegalLinks } from "~/components/layout/footer";
import { useEffect } from "react";
import { useTranslation } from "~/i18n";
import { Logo } from "~/components/layout/logo";
import { forgetSearchIndex } from "~/lib/search/client-index";

/** Sign-in layout: no sidebar or header, just the card on a calm background (spec §2). */
export default function AuthLayout() {
  const { t } = useTranslation();
  // Signed out (or not yet in): the previous user's search index leaves this tab.
  useEffect(forgetSearchIndex, []);
  // Reading pages (the accessibility statement) ask for a wider card than the sign-in forms.
  const wide = useMatches().some((m) => (m.handle as { wideCard?: boolean } | undefined)?.wideCard);
  const { pathname, search } = useLocation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-10">
      <header className="mb-6">
        <Logo />
      </header>
      <main id="main" className={`w-full ${wide ? "max-w-3xl" : "max-w-md"} rounded-lg bg-white p-8 shadow-md`}>
        <Outlet />
      </main>
      <footer className="mt-8 text-center text-sm text-slate-600">
        <p>
          {t("footer.copyright", { year: new Date().getFullYear() })} · <LegalLinks />
        </p>
        {/* A form of its own, not inside the paragraph (a <form> closes a <p> in HTML). */}
        <LanguageSwitch redirectTo={pathname + search} />
        <p className="mt-1">
          {t("footer.support")}:{" "}
          <a className="underline" href={`mailto:${t("help.supportEmail")}`}>
            {t("help.supportEmail")}
          </a>
        </p>
      </footer>
    </div>
  );
}
