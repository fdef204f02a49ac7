/**
 * Contact property types (spec §9): a definition value is a supplier (LF) property when
 * additional1 contains 'vL:' or 'oL:', a trading-partner (HP) property when it contains 'vM:' or
 * 'oM:'. A value can carry both markers and then belongs to both lists.
 */
import type { PartnerType, UserType } from "./permissions";

export const PROPERTY_EXPORT_TARGET = "export-middleware";

export function propertyTypesOf(additional1: string | null | undefined): PartnerType[] {
  const text = additional1 ?? "";
  const types: PartnerType[] = [];
  if (text.includes("vL:") || text.includes("oL:")) types.push("LF");
  if (text.includes("vM:") || text.includes("oM:")) types.push("HP");
  return types;
}

/** Splits definition values into the LF and HP property lists. */
export function splitProperties<T extends { additional1: string | null }>(values: readonly T[]): Record<UserType, T[]> {
  return {
    // the association's staff keep no contact properties of their own
    VB: [],
    LF: values.filter((v) => propertyTypesOf(v.additional1).includes("LF")),
    HP: values.filter((v) => propertyTypesOf(v.additional1).includes("HP")),
  };
}
