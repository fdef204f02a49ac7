/** The audit trail of one record (activity + revisions), newest first. */
import { useTranslation } from "~/i18n";
import type { ActivityEntry } from "#contract";
import { formatDateTime } from "~/lib/format";

export function History({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="history-title" className="mt-8">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        {t("masterdata.history.title")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600">{t("masterdata.history.empty")}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-slate-700">
          {entries.map((e) => (
            <li key={e.id}>
              {t("masterdata.history.entry", { date: formatDateTime(e.timestamp), user: e.user ?? "–", action: t(`masterdata.history.actions.${e.action}`) })}
              {e.fields.length && e.action !== "sort" ? <span className="text-slate-600"> · {t("masterdata.history.fields", { fields: e.fields.join(", ") })}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
