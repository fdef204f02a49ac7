import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";

/** The accessibility statement (BITV 2.0) and the privacy page (issue 41), linked from the footer of both layouts. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link className="underline" to="/barrierefreiheit">
        {t("footer.accessibility")}
      </Link>
      {" · "}
      <Link className="underline" to="/datenschutz">
        {t("footer.privacy")}
      </Link>
    </>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          {t("footer.copyright", { year: new Date().getFullYear() })} · <LegalLinks />
        </p>
        <p>
          {t("footer.support")}:{" "}
          <a className="underline" href={`mailto:${t("help.supportEmail")}`}>
            {t("help.supportEmail")}
          </a>{" "}
          · {t("help.supportPhone")}
        </p>
      </div>
    </footer>
  );
}
