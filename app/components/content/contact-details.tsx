/** Phone, e-mail and website of a person or company as a labelled list of links (tel:, mailto:). */
import { useTranslation } from "~/i18n";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ContactDetails({ phone, email, website }: { phone?: string | null; email?: string | null; website?: string | null }) {
  const { t } = useTranslation();
  const rows: [string, string, string, boolean][] = [];
  if (phone) rows.push([t("supplier.partners.phone"), phone, telHref(phone), false]);
  if (email) rows.push([t("supplier.partners.email"), email, `mailto:${email}`, false]);
  if (website) rows.push([t("supplier.partners.website"), website, website, true]);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {rows.map(([label, text, href, external]) => (
        <div key={label} className="flex gap-2">
          <dt className="shrink-0 text-slate-600">{label}:</dt>
          <dd className="break-all">
            <a className="text-brand-700 underline" href={href} {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}>
              {text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
