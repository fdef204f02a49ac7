/** "Als CSV exportieren": a plain download link to a list's CSV resource route (works without JavaScript). */
import { buttonClass } from "./button";

export function CsvLink({ href, label, size }: { href: string; label: string; size?: "sm" }) {
  return (
    <a href={href} download className={buttonClass("secondary", size)}>
      {label}
    </a>
  );
}
