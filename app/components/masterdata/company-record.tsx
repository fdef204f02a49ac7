/** The company record as a description list (name, relation, address, phone, e-mail, website). */
import { useTranslation } from "~/i18n";
import type { Company } from "#contract";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export function CompanyRecord({ company }: { company: Company }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("masterdata.overview.company"), `${company.name} (${t(`masterdata.overview.relation.${company.relation}`)})`],
    [t("masterdata.overview.address"), [company.street, [company.zip, company.city].filter(Boolean).join(" "), company.country].filter(Boolean).join(", ")],
    [t("masterdata.overview.phone"), company.phone ?? "–"],
    [t("masterdata.overview.email"), company.email ?? "–"],
    [t("masterdata.overview.website"), company.website ?? "–"],
  ];
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
