/**
 * An address as a choice in a select ("Filiale: Lager Nord"). Server-only, so a screen that offers
 * addresses does not send the whole master-data text area to the browser for the type names.
 */
import masterdataTexts from "~/locales/de/masterdata";

export function addressChoice(address: { id: number; address_type: keyof typeof masterdataTexts.addresses.types; label?: string | null }) {
  return { value: String(address.id), label: [masterdataTexts.addresses.types[address.address_type], address.label].filter(Boolean).join(": ") };
}
