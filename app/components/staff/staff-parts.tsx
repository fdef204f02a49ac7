/** Pieces the staff administration's screens share (decision 0951). */
import { STAFF_ROLES, type StaffRole } from "#contract/permissions";
import type { ChoiceOption } from "~/components/form/choice-fields";
import { t, useTranslation } from "~/i18n";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

/** The roles as German labels, in the roles' order. */
export function roleList(roles: readonly StaffRole[]): string {
  return roles.map((r) => t(`account.staff.roleLabels.${r}`)).join(", ") || t("account.staff.noRoles");
}

/** The role checkboxes' options. */
export function roleOptions(): ChoiceOption[] {
  return STAFF_ROLES.map((r) => ({ value: r, label: t(`account.staff.roleLabels.${r}`) }));
}

export function StaffStatus({ status }: { status: "active" | "suspended" }) {
  const { t } = useTranslation();
  return status === "active" ? (
    <span className="rounded bg-green-100 px-2 py-0.5 text-green-900">{t("account.staff.statusActive")}</span>
  ) : (
    <span className="rounded bg-slate-200 px-2 py-0.5 text-slate-900">{t("account.staff.statusSuspended")}</span>
  );
}
