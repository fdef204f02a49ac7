/** The reports' year chooser: a GET form (the year is in the URL), with a button, so it works without JavaScript. */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { buttonClass } from "../ui/button";

export function YearForm({ year, years }: { year: number; years: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm">
      <div>
        <label htmlFor="report-year" className="block text-sm font-medium text-slate-800">
          {t("reports.year")}
        </label>
        <select id="report-year" name="year" defaultValue={String(year)} key={year} className="mt-1 block h-control rounded-md border border-slate-300 bg-white px-3">
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {t("reports.show")}
      </button>
    </Form>
  );
}
