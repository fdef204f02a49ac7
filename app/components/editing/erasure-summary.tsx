/** What an erasure removes and what stays (issue 41, decision 0988): said before anyone confirms it. */
import { useTranslation } from "~/i18n";

export function ErasureSummary({ removed, kept }: { removed: string; kept: string }) {
  const { t } = useTranslation();
  const parts = [
    [t("privacyRegister.erasure.removes"), removed],
    [t("privacyRegister.erasure.keeps"), kept],
  ];
  return (
    <>
      <dl className="space-y-2">
        {parts.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 font-medium">{t("privacyRegister.erasure.irreversible")}</p>
    </>
  );
}
