/**
 * A user's avatar (decision 0552): the square image through /assets, or the initials in a circle.
 * Decorative beside the user's name (empty alt), so screen readers do not read it twice.
 */
const SIZES = {
  // pixels asked of the API: twice the box, for high-density screens
  small: { box: "h-8 w-8 text-xs", px: 64 },
  large: { box: "h-24 w-24 text-3xl", px: 192 },
} as const;

export function Avatar({ avatar, initials, size = "small" }: { avatar: string | null; initials: string; size?: keyof typeof SIZES }) {
  const { box, px } = SIZES[size];
  if (avatar) {
    return <img src={`/assets/${avatar}?width=${px}&height=${px}&fit=cover`} alt="" className={`${box} shrink-0 rounded-full object-cover`} data-avatar="image" />;
  }
  return (
    <span className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`} data-avatar="initials" aria-hidden="true">
      {initials}
    </span>
  );
}
