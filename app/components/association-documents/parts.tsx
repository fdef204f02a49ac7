/**
 * Pieces the Redaktion's document screens share (/verband/dokumente, decision 0958): how a
 * document's validity and audience read, and the labels of the audience's choices. Zod-free.
 */
import { AUDIENCE_USER_TYPES } from "#contract/document-audience";
import { GRANTABLE_PERMISSIONS, PAGE_PERMISSIONS } from "#contract/permissions";
import { t } from "~/i18n";
import { formatDate } from "~/lib/format";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { registerAssociationDocuments } from "~/locales/de/association-documents";

registerAssociationDocuments();
registerAccountScreens();

export function validityText(from: string | null, to: string | null): string {
  if (from && to) return t("associationDocuments.validRange", { from: formatDate(from), to: formatDate(to) });
  if (from) return t("associationDocuments.validFromOnly", { from: formatDate(from) });
  if (to) return t("associationDocuments.validToOnly", { to: formatDate(to) });
  return t("associationDocuments.always");
}

export function audienceText(types: readonly string[], permissions: readonly string[]): string {
  const who = types.length ? types.map((u) => t(`associationDocuments.userTypes.${u as "HP"}`)).join(", ") : t("associationDocuments.audienceAll");
  return permissions.length ? `${who} · ${permissions.map((p) => t(`account.permissionLabels.${p as "NEWS"}`)).join(" / ")}` : who;
}

/** The choices of the audience fields, labelled (the form's `choices`). */
export function audienceChoices() {
  // A permission no partner can hold (none today) is not offered.
  const grantable = new Set([...GRANTABLE_PERMISSIONS.HP, ...GRANTABLE_PERMISSIONS.LF]);
  return {
    audience_user_types: AUDIENCE_USER_TYPES.map((u) => ({ value: u, label: t(`associationDocuments.userTypes.${u}`) })),
    audience_permissions: PAGE_PERMISSIONS.filter((p) => grantable.has(p)).map((p) => ({ value: p, label: t(`account.permissionLabels.${p}`) })),
  };
}
