/**
 * The address edit form: address fields plus opening hours as 7 weekdays × 3 time-range slots
 * (an empty slot is nothing, a day without ranges is closed), validated with the shared rules
 * (contract/opening-hours.ts) and German messages on the offending slot.
 */
import { z } from "zod";
import type { Address, AddressPayload } from "#contract/masterdata";
import { validateOpeningHours, type TimeRange } from "#contract/opening-hours";
import { t } from "~/i18n";
import { preparePayload } from "../editing/payload";
import { SLOTS_PER_DAY, WEEKDAYS } from "../form-values/address";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

const text = (max: number) => z.string().trim().max(max, t("masterdata.contacts.tooLong")).optional();
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, t("masterdata.addresses.timeInvalid"))
  .optional();

export const addressFormSchema = z
  .object({
    version: z.coerce.number().int(),
    name: text(200),
    street: text(200),
    zip: text(10),
    city: text(100),
    country: z.string().trim().regex(/^[A-Za-z]{2}$/, t("masterdata.addresses.countryInvalid")).transform((c) => c.toUpperCase()),
    phone: text(50),
    email: z.string().trim().email(t("masterdata.contacts.emailInvalid")).optional(),
    hours: z.array(z.object({ from: time, to: time })).length(WEEKDAYS.length * SLOTS_PER_DAY),
  })
  .superRefine((value, ctx) => {
    const ranges: (TimeRange & { slot: number })[] = [];
    value.hours.forEach((h, slot) => {
      if (!h.from && !h.to) return;
      if (!h.from || !h.to) {
        ctx.addIssue({ code: "custom", path: ["hours", slot, h.from ? "to" : "from"], message: t("masterdata.addresses.rangeIncomplete") });
        return;
      }
      ranges.push({ weekday: Math.floor(slot / SLOTS_PER_DAY) + 1, from: h.from, to: h.to, slot });
    });
    for (const issue of validateOpeningHours(ranges)) {
      const slot = ranges[issue.index]!.slot;
      const message = issue.kind === "overlap" ? t("masterdata.addresses.rangeOverlap") : issue.kind === "order" ? t("masterdata.addresses.rangeOrder") : t("masterdata.addresses.timeInvalid");
      ctx.addIssue({ code: "custom", path: ["hours", slot, "from"], message });
    }
  });
export type AddressForm = z.infer<typeof addressFormSchema>;

/**
 * The form always has every opening-hours slot: a post that leaves some out (a hand-made
 * request, an old form) gets them as empty, so the form re-renders whole instead of failing.
 */
export function withAllHourSlots(formData: FormData): FormData {
  for (let slot = 0; slot < WEEKDAYS.length * SLOTS_PER_DAY; slot++) {
    for (const end of ["from", "to"]) {
      const name = `hours[${slot}].${end}`;
      if (!formData.has(name)) formData.set(name, "");
    }
  }
  return formData;
}


/** PATCH extranet/address/{id} body: cleared fields as null, opening hours replaced as a whole. */
export function addressPayload(form: AddressForm, loaded: Address): AddressPayload {
  const { hours, version, ...fields } = form;
  const opening_hours = hours.flatMap((h, slot) => (h.from && h.to ? [{ weekday: Math.floor(slot / SLOTS_PER_DAY) + 1, from: h.from, to: h.to }] : []));
  const { name, street, zip, city, country, phone, email } = loaded;
  const payload = preparePayload(fields, { loaded: { name, street, zip, city, country, phone, email } });
  return { ...payload, opening_hours, version } as AddressPayload;
}
