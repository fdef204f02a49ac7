import { useTranslation } from "~/i18n";
import { formatNumber } from "~/lib/format";
import type { BrandProductGroup } from "#contract/product-groups";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

/** A brand's product groups by breadcrumbs, with the share where the group has one. */
export function ProductGroupList({ groups }: { groups: readonly BrandProductGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className="mt-3 text-sm text-slate-600">{t("supplier.products.noGroups")}</p>;
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {groups.map((g) => (
        <li key={g.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 py-1 last:border-0">
          <span>{g.breadcrumbs}</span>
          {g.percentage !== null ? (
            <span className="font-medium tabular-nums">
              {t("supplier.products.share")}: {formatNumber(g.percentage)} %
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
