/** Initial values of the contact edit form; zod-free, because the screen loads it (see server/api/contract/values.ts). */
import type { Contact } from "#contract/masterdata";

const onOff = (v: boolean) => (v ? "on" : "off");

/** The form's default values for a loaded contact (or a new one). */
export function contactDefaults(contact: Contact | null, image: string | null) {
  return {
    version: contact?.version,
    status: contact?.status ?? "published",
    title: contact?.title ?? "",
    first_name: contact?.first_name ?? "",
    last_name: contact?.last_name ?? "",
    post_title: contact?.post_title ?? "",
    gender: contact?.gender ?? "",
    position: contact?.position ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    mobile: contact?.mobile ?? "",
    department: contact?.department?.id ?? "",
    jobtitle: contact?.jobtitle?.id ?? "",
    department_web: contact?.department_web ?? "",
    jobtitle_web: contact?.jobtitle_web ?? "",
    quote: contact?.quote ?? "",
    thumbnail: image ?? contact?.thumbnail?.id ?? "",
    show_on_website: onOff(contact?.show_on_website ?? true),
    show_email: onOff(contact?.show_email ?? true),
    show_phone: onOff(contact?.show_phone ?? true),
    sales_countries: contact?.sales_countries ?? [],
    sales_regions: contact?.sales_regions ?? [],
    sales_states: contact?.sales_states ?? [],
    contact_brand: contact?.contact_brand.map(String) ?? [],
  };
}
