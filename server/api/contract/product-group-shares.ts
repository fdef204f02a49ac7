/**
 * The percentage rule of spec §5/§9 in tenths of a percent (see product-groups.ts). Free of zod, so
 * the product-group screen can run it in the browser (decision 0515).
 */
export const HUNDRED_PERCENT_TENTHS = 1000;

/** A share in tenths of a percent, or undefined unless it is 0.1 … 100 with at most one decimal. */
export function percentToTenths(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const tenths = Math.round(value * 10);
  // more than one decimal place (33.33) is refused rather than silently rounded
  if (Math.abs(tenths - value * 10) > 1e-6) return undefined;
  return tenths >= 1 && tenths <= HUNDRED_PERCENT_TENTHS ? tenths : undefined;
}

export const tenthsToPercent = (tenths: number) => tenths / 10;

export interface ShareCheck {
  /** the sum in tenths of the shares that could be read */
  sumTenths: number;
  /** whether any assigned group asks for a share */
  required: boolean;
  ok: boolean;
}

/** Spec §5: the brand's shares in groups with show_brand_percentage sum to exactly 100. */
export function checkShares(shares: readonly number[]): ShareCheck {
  const sumTenths = shares.reduce((sum, s) => sum + s, 0);
  const required = shares.length > 0;
  return { sumTenths, required, ok: !required || sumTenths === HUNDRED_PERCENT_TENTHS };
}
