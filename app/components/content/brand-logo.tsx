/**
 * A brand's logo on the partner screens (decision 0964), through the portal's asset route, which
 * reads it with the partner's own access (GET assets/{id}: readable with the brand).
 */
export function BrandLogo({ logo, size }: { logo: { id: string; alt: string } | null; size: 64 | 128 }) {
  if (!logo) return null;
  return (
    <img
      src={`/assets/${logo.id}?width=${size * 2}&height=${size * 2}&fit=contain`}
      alt={logo.alt}
      width={size}
      height={size}
      loading="lazy"
      className={`${size === 64 ? "h-16 w-16" : "h-32 w-32"} shrink-0 rounded bg-white object-contain`}
    />
  );
}
