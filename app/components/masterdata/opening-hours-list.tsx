/** Opening hours of an address per weekday, "geschlossen" for days without ranges. */
import { useTranslation } from "~/i18n";
import type { OpeningHour } from "#contract/masterdata";
import { openingHoursByDay } from "~/lib/opening-hours";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export function OpeningHoursList({ hours }: { hours: readonly OpeningHour[] }) {
  const { t } = useTranslation();
  if (hours.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-2 text-sm">
      {openingHoursByDay(hours).map(({ weekday, ranges }) => (
        <div key={weekday} className="contents">
          <dt className="text-slate-700">{t(`masterdata.addresses.weekdays.d${weekday as 1}`)}</dt>
          <dd>{ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(", ") : t("masterdata.addresses.closed")}</dd>
        </div>
      ))}
    </dl>
  );
}
