import { useTranslation } from "~/i18n";

/** The association's word mark (self-hosted SVG, no external font). */
export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`flex items-center gap-2 font-semibold ${inverted ? "text-white" : "text-brand-800"}`}>
      <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
      {compact ? <span className="sr-only">{t("portal.title")}</span> : <span className="text-lg tracking-tight">{t("portal.title")}</span>}
    </span>
  );
}
