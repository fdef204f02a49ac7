/**
 * The contact edit form (every Contact field of spec §3), validated on the server with German
 * messages, and the mapping between a loaded contact, the form's values and the API payload.
 */
import { z } from "zod";
import { CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES, type Contact, type ContactPayload } from "#contract/masterdata";
import { recordIdParam } from "#contract/ids";
import { t } from "~/i18n";
import { preparePayload } from "../editing/payload";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

const text = (max: number) => z.string({ invalid_type_error: t("masterdata.contacts.tooLong") }).trim().max(max, t("masterdata.contacts.tooLong")).optional();
const list = z.array(z.string().max(100)).max(300).default([]);
/** The checkbox sends a hidden "off" and, when ticked, "on" after it. */
const checkbox = z.union([z.string(), z.array(z.string())]).optional().transform((v) => (Array.isArray(v) ? v.includes("on") : v === "on"));

export const contactFormSchema = z.object({
  version: z.coerce.number().int().optional(),
  status: z.enum(CONTENT_STATUSES).default("published"),
  title: text(50),
  first_name: text(100),
  last_name: z.string({ required_error: t("masterdata.contacts.lastNameRequired") }).trim().min(1, t("masterdata.contacts.lastNameRequired")).max(100, t("masterdata.contacts.tooLong")),
  post_title: text(50),
  gender: z.enum(CONTACT_GENDERS).optional(),
  position: z.enum(CONTACT_POSITIONS).optional(),
  email: z.string().trim().email(t("masterdata.contacts.emailInvalid")).max(200, t("masterdata.contacts.tooLong")).optional(),
  phone: text(50),
  mobile: text(50),
  department: text(100),
  jobtitle: text(100),
  department_web: text(100),
  jobtitle_web: text(100),
  quote: text(1000),
  thumbnail: z.string().uuid().optional(),
  show_on_website: checkbox,
  show_email: checkbox,
  show_phone: checkbox,
  sales_countries: list,
  sales_regions: list,
  sales_states: list,
  /** ids of real brands (a multiple select); empty = responsible for all brands */
  contact_brand: z.array(recordIdParam, { invalid_type_error: t("masterdata.contacts.brandInvalid") }).max(100).default([]),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The editable fields of a contact in payload shape (what preparePayload compares against). */
function editable(c: Contact) {
  return {
    status: c.status,
    title: c.title,
    first_name: c.first_name,
    last_name: c.last_name,
    post_title: c.post_title,
    gender: c.gender,
    position: c.position,
    email: c.email,
    phone: c.phone,
    mobile: c.mobile,
    department: c.department,
    jobtitle: c.jobtitle,
    department_web: c.department_web,
    jobtitle_web: c.jobtitle_web,
    quote: c.quote,
    thumbnail: c.thumbnail,
    show_on_website: c.show_on_website,
    show_email: c.show_email,
    show_phone: c.show_phone,
    sales_countries: c.sales_countries,
    sales_regions: c.sales_regions,
    sales_states: c.sales_states,
    contact_brand: c.contact_brand,
  };
}

/** POST/PATCH items/contact body: nulls dropped, cleared fields sent as null (spec §5). */
export function contactPayload(form: ContactForm, loaded: Contact | null): ContactPayload {
  const { version, ...values } = form;
  const payload = preparePayload(
    values,
    { images: ["thumbnail"], loaded: loaded ? editable(loaded) : undefined, omit: ["id", "sort", "property", "areas", "customer_created"] },
  );
  return { ...payload, ...(loaded ? { version } : {}) } as ContactPayload;
}

/** The contact list's row actions: move a contact to a position, or archive it. */
export const contactListActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sort"), item: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("archive"), id: z.string(), version: z.coerce.number().int() }),
]);
