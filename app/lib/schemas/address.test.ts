import { describe, expect, it } from "vitest";
import type { Address } from "#contract/masterdata";
import { parseWithZod } from "~/lib/forms/parse";
import { wordsOf } from "~/lib/text-key";
import { addressEntity } from "#contract/entities/addresses";
import { entityDefaultsOf } from "#contract/describe";
import { hourSlotsOf } from "../form-values/address";
import { addressFormSchema, addressPayload, withAllHourSlots } from "./address";

const address: Address = {
  id: 1,
  address_type: "PA",
  name: "Stammhaus",
  street: "Herforder Straße 212",
  zip: "33609",
  city: "Bielefeld",
  country: "DE",
  phone: "+49 521 1",
  email: null,
  opening_hours: [
    { weekday: 1, from: "10:00", to: "13:00" },
    { weekday: 1, from: "14:00", to: "19:00" },
  ],
  version: 2,
};

describe("address form", () => {
  it("round-trips opening hours through the 7 × 3 slots", () => {
    const defaults = { ...entityDefaultsOf(addressEntity, address), hours: hourSlotsOf(address) };
    expect(defaults.hours).toHaveLength(21);
    const form = addressFormSchema.parse({ ...defaults, hours: defaults.hours.map((h) => ({ from: h.from || undefined, to: h.to || undefined })), phone: undefined, email: undefined });
    expect(addressPayload(form, address)).toMatchObject({ opening_hours: address.opening_hours, version: 2, phone: null });
  });

  it("puts German messages on overlapping, reversed and incomplete slots", () => {
    const hours = Array.from({ length: 21 }, () => ({}));
    hours[0] = { from: "09:00", to: "13:00" };
    hours[1] = { from: "12:00", to: "18:00" };
    hours[3] = { from: "18:00", to: "09:00" };
    hours[6] = { from: "10:00" };
    const result = addressFormSchema.safeParse({ version: 1, country: "DE", hours });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join("."), wordsOf(i.message)]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["hours.1.from", "Die Zeiträume dieses Tages überschneiden sich."],
        ["hours.3.from", "Die Anfangszeit muss vor der Endzeit liegen."],
        ["hours.6.to", "Bitte geben Sie Anfang und Ende an."],
      ]),
    );
  });

  it("a post without the opening-hours fields still parses to all 21 slots", () => {
    const formData = new FormData();
    formData.set("version", "2");
    formData.set("country", "DE");
    const submission = parseWithZod(withAllHourSlots(formData), { schema: addressFormSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.hours).toHaveLength(21);
  });
});
