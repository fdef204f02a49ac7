/** The heading row of a list screen: title, optional CSV export of what the list shows, further actions, intro. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "./button";

export function ListHeader({ title, intro, csvHref, children }: { title: string; intro?: string; csvHref?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex gap-2">
          {csvHref ? (
            <a href={csvHref} className={buttonClass("secondary")} download>
              {t("masterdata.exportCsv")}
            </a>
          ) : null}
          {children}
        </div>
      </div>
      {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
    </>
  );
}
