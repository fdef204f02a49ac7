/** What an erasure removes and what stays (issue 41, decision 0988): said before anyone confirms it. */
import { useTranslation } from "~/i18n";

export function ErasureSummary({
  removed,
  kept,
}: {
  removed: string;
  kept: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="space-y-2">
        <div>
          <dt className="font-semibold">
            {t("privacyRegister.erasure.removes")}
          </dt>
          <dd>{removed}</dd>
        </div>
        <div>
          <dt className="font-semibold">
            {t("privacyRegister.erasure.keeps")}
          </dt>
          <dd>{kept}</dd>
        </div>
      </dl>
      <p className="mt-2 font-medium">
        {t("privacyRegister.erasure.irreversible")}
      </p>
    </>
  );
}
