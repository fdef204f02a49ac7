import { useTranslation } from "~/i18n";

/**
 * The association's word mark (self-hosted SVG, no external font). `narrow` (the header): the word
 * is left out below 420 px and where the header search needs the room (md to lg), and truncated
 * elsewhere, so it never runs under the header's icons (the link carries the name).
 */
export function Logo({ compact = false, inverted = false, narrow = false }: { compact?: boolean; inverted?: boolean; narrow?: boolean }) {
  const { t } = useTranslation();
  const word = compact ? "sr-only" : `text-lg tracking-tight ${narrow ? "hidden truncate min-[420px]:block md:hidden lg:block" : ""}`;
  return (
    <span className={`flex min-w-0 items-center gap-2 font-semibold ${inverted ? "text-white" : "text-brand-800"}`}>
      <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
      <span className={word}>{t("portal.title")}</span>
    </span>
  );
}
