/** Spec §5: a contact who is the contact person of an area is not archived (deleting archives it, spec §4). */
import type { Contact } from "#contract/masterdata";
import { t } from "~/i18n";
import { contactName } from "~/lib/contacts";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

const KNOWN_AREAS = { website: 0, career: 0, service: 0, showroom: 0 } as const;

function areaLabel(area: string): string {
  return area in KNOWN_AREAS ? t(`masterdata.contacts.areas.${area as keyof typeof KNOWN_AREAS}`) : area;
}

/** Why the contact cannot be archived, naming its areas; null when nothing stands in the way. */
export function archiveBlocked(c: Pick<Contact, "title" | "first_name" | "last_name" | "post_title" | "areas">): string | null {
  if (!c.areas.length) return null;
  return t("masterdata.contacts.archiveBlocked", { name: contactName(c), areas: c.areas.map(areaLabel).join(", ") });
}
