/** A master-data list's header actions: the CSV export of the list and the link to add a record. */
import { CsvLink } from "~/components/ui/csv-link";
import { Link } from "~/components/ui/link";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";

export function ExportAndAddActions({ list, addLabel }: { list: string; addLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <CsvLink href={`${list}/export.csv`} label={t("masterdata.exportCsv")} />
      <Link to={`${list}/add`} className={buttonClass("primary")}>
        {addLabel}
      </Link>
    </div>
  );
}
