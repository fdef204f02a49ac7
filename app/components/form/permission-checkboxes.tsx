/** The page permissions a company may grant, as a fieldset of checkboxes named `permissions`. */
import { useTranslation } from "~/i18n";
import type { PagePermission } from "#contract/permissions";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export function PermissionCheckboxes({
  idPrefix,
  grantable,
  checked,
  legend,
}: {
  idPrefix: string;
  grantable: readonly PagePermission[];
  checked: readonly PagePermission[];
  legend: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {grantable.map((permission) => (
          <label key={permission} htmlFor={`${idPrefix}-${permission}`} className="flex items-center gap-2 text-sm">
            <input
              id={`${idPrefix}-${permission}`}
              type="checkbox"
              name="permissions"
              value={permission}
              defaultChecked={checked.includes(permission)}
              className="h-4 w-4 rounded border-slate-400"
            />
            {t(`account.permissionLabels.${permission}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
