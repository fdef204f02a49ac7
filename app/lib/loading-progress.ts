/**
 * Spec §9 loading bar: it appears only if a navigation takes longer than the throttle (200 ms),
 * fills over the duration (5000 ms), never passes 100 %, and hides 500 ms after finishing.
 */
export const LOADING_DURATION_MS = 5000;
export const LOADING_THROTTLE_MS = 200;
export const LOADING_HIDE_DELAY_MS = 500;

/** Percentage shown `elapsed` ms after the navigation started; null while still hidden. */
export function loadingProgress(elapsed: number): number | null {
  if (elapsed < LOADING_THROTTLE_MS) return null;
  return Math.min(100, Math.round((elapsed / LOADING_DURATION_MS) * 100));
}
