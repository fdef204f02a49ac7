/**
 * The address edit form: address fields plus opening hours as 7 weekdays × 3 time-range slots
 * (an empty slot is nothing, a day without ranges is closed), validated with the shared rules
 * (contract/opening-hours.ts) and German messages on the offending slot.
 */
import { z } from "zod";
import type { Address, AddressCreatePayload, AddressPayload } from "#contract/masterdata";
import { addressEntity } from "#contract/entities/addresses";
import { entityFormSchemaOf } from "#contract/describe";
import { validateOpeningHours, type TimeRange } from "#contract/opening-hours";
import { messageKey } from "~/lib/text-key";
import { entityPayload } from "../entities/payload";
import { SLOTS_PER_DAY, WEEKDAYS } from "../form-values/address";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKey("masterdata.addresses.timeInvalid"))
  .optional();

/** The opening hours: 7 weekdays × 3 slots, each complete, in order and without overlaps (contract/opening-hours.ts). */
const hours = z.array(z.object({ from: time, to: time })).length(WEEKDAYS.length * SLOTS_PER_DAY);

function checkHours(value: { hours: { from?: string; to?: string }[] }, ctx: z.RefinementCtx) {
  const ranges: (TimeRange & { slot: number })[] = [];
  value.hours.forEach((h, slot) => {
    if (!h.from && !h.to) return;
    if (!h.from || !h.to) {
      ctx.addIssue({ code: "custom", path: ["hours", slot, h.from ? "to" : "from"], message: messageKey("masterdata.addresses.rangeIncomplete") });
      return;
    }
    ranges.push({ weekday: Math.floor(slot / SLOTS_PER_DAY) + 1, from: h.from, to: h.to, slot });
  });
  for (const issue of validateOpeningHours(ranges)) {
    const slot = ranges[issue.index]!.slot;
    const message = issue.kind === "overlap" ? messageKey("masterdata.addresses.rangeOverlap") : issue.kind === "order" ? messageKey("masterdata.addresses.rangeOrder") : messageKey("masterdata.addresses.timeInvalid");
    ctx.addIssue({ code: "custom", path: ["hours", slot, "from"], message });
  }
}

/** The edit form: the description's fields (contract/entities/addresses.ts), the loaded version and the opening hours. */
export const addressFormSchema = entityFormSchemaOf(addressEntity).extend({ hours }).superRefine(checkHours);
/** The create form: the same with the address type, which is fixed afterwards. */
export const addressCreateFormSchema = entityFormSchemaOf(addressEntity, "create").extend({ hours }).superRefine(checkHours);
export type AddressForm = z.infer<typeof addressFormSchema>;
export type AddressCreateForm = z.infer<typeof addressCreateFormSchema>;

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


const openingHoursOf = (hours: AddressForm["hours"]) => hours.flatMap((h, slot) => (h.from && h.to ? [{ weekday: Math.floor(slot / SLOTS_PER_DAY) + 1, from: h.from, to: h.to }] : []));

/** PATCH extranet/address/{id} body: cleared fields as null, opening hours replaced as a whole. */
export function addressPayload(form: AddressForm, loaded: Address): AddressPayload {
  const { hours, ...fields } = form;
  return { ...entityPayload(addressEntity, fields, loaded), opening_hours: openingHoursOf(hours) } as AddressPayload;
}

/** POST extranet/address body: the type, the given fields and the opening hours. */
export function addressCreatePayload(form: AddressCreateForm): AddressCreatePayload {
  const { hours, ...fields } = form;
  return { ...entityPayload(addressEntity, fields, null), opening_hours: openingHoursOf(hours) } as AddressCreatePayload;
}

/** The address list's row action: delete one address (after the URL-state confirmation). */
export const addressListActionSchema = z.object({ intent: z.literal("delete"), id: z.string() });
