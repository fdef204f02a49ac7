/** /Wohnsinnspreise (decision 0920): the current round, the company's own entries in it, the past winners. */
import { Link } from "~/components/ui/link";
import type { AwardRound, AwardSubmission, AwardWinner } from "#contract/awards";
import { PageTitle } from "~/components/content/page-title";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";

export function AwardOverview({ current, submissions, winners }: { current: AwardRound | null; submissions: AwardSubmission[]; winners: AwardWinner[] }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageTitle title={t("nav.awards")} intro={t("awards.intro")} />
      {current ? (
        <section aria-labelledby="round-title" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="round-title" className="text-lg font-semibold">
            {t("awards.currentRound")}: {current.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("awards.window", { from: formatDate(current.submission_from), until: formatDate(current.submission_until) })}</p>
          <p className="mt-1 font-medium">
            {current.window === "open" ? t("awards.windowOpen") : current.window === "upcoming" ? t("awards.windowUpcoming", { from: formatDate(current.submission_from) }) : t("awards.windowClosed")}
          </p>
          <h3 className="mt-4 font-semibold">{t("awards.categories")}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {current.categories.map((c) => (
              <li key={c.id}>
                <span className="font-medium">{c.title}</span>: {c.description}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">{t("awards.conditions")}</h3>
          {current.conditions.split("\n").map((line) => (
            <p key={line} className="mt-1 text-sm text-slate-700">
              {line}
            </p>
          ))}
        </section>
      ) : (
        <p className="rounded-lg bg-white p-4 shadow-sm">{t("awards.noRound")}</p>
      )}
      {current ? (
        <section aria-labelledby="entries-title" className="rounded-lg bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="entries-title" className="text-lg font-semibold">
              {t("awards.ownEntries")}
            </h2>
            {current.window === "open" && submissions.length < current.categories.length ? (
              <Link to="/wohnsinnspreise/neu" className={buttonClass("primary")}>
                {t("awards.newEntry")}
              </Link>
            ) : null}
          </div>
          {submissions.length === 0 ? (
            <p className="mt-2">{t("awards.noEntries")}</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-1">{t("awards.form.category")}</th>
                  <th scope="col" className="py-1">{t("awards.form.title")}</th>
                  <th scope="col" className="py-1">{t("awards.statusColumn")}</th>
                  <th scope="col" className="py-1"><span className="sr-only">{t("awards.edit")}</span></th>
                </tr>
              </thead>
              <tbody>
                {submissions.map((s) => (
                  <tr key={s.id} className="border-t border-slate-200">
                    <td className="py-2">{s.category_title}</td>
                    <td className="py-2">{s.title}</td>
                    <td className="py-2">{t(`awards.status.${s.shown_status}`)}</td>
                    <td className="py-2">
                      <Link to={`/wohnsinnspreise/${s.id}`} className="text-brand-700 underline">
                        {s.editable ? t("awards.edit") : t("awards.show")}
                        <span className="sr-only">: {s.title}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      <section aria-labelledby="winners-title">
        <h2 id="winners-title" className="text-lg font-semibold">
          {t("awards.winners")}
        </h2>
        {winners.length === 0 ? (
          <p className="mt-2">{t("awards.noWinners")}</p>
        ) : (
          <ul className="mt-2 grid gap-4 sm:grid-cols-2">
            {winners.map((w) => (
              <li key={w.id} className="rounded-lg bg-white p-4 shadow-sm">
                {w.images[0] ? <img src={`/assets/${w.images[0]}?width=480&height=320&fit=cover`} alt={w.title} width={480} height={320} loading="lazy" className="h-auto w-full rounded object-cover" /> : null}
                <p className="mt-2 text-sm text-slate-700">{t("awards.winnerOf", { round: w.round_title, category: w.category_title })}</p>
                <h3 className="font-semibold">{w.title}</h3>
                <p className="text-sm font-medium">{w.company_name}</p>
                <p className="mt-1 text-sm">{w.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
