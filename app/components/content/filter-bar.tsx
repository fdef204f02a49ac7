/**
 * A GET filter form for list screens: it works without JavaScript (submit button), and with
 * JavaScript a changed select submits at once and typing is debounced.
 */
import { Form, useSubmit } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { buttonClass } from "../ui/button";

export interface SelectFilter {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** label of the empty option ("Alle") */
  allLabel?: string;
}

export function FilterBar({ selects, search, children }: { selects: SelectFilter[]; search?: { name: string; label: string; value: string }; children?: ReactNode }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A pending debounced submit must not fire after the user submitted or left the page: it would
  // navigate back to this list from wherever they went next.
  useEffect(() => () => clearTimeout(timer.current), []);
  const field = "mt-1 block h-control w-full rounded-md border border-slate-300 bg-white px-3";
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm" onSubmit={() => clearTimeout(timer.current)} onChange={(event) => {
      const form = event.currentTarget;
      const isText = (event.target as HTMLElement).tagName === "INPUT";
      clearTimeout(timer.current);
      timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), isText ? 400 : 0);
    }}>
      {search ? (
        <div className="min-w-[14rem] flex-1">
          <label htmlFor={`filter-${search.name}`} className="block text-sm font-medium text-slate-800">
            {search.label}
          </label>
          <input id={`filter-${search.name}`} type="search" name={search.name} defaultValue={search.value} className={field} />
        </div>
      ) : null}
      {selects.map((s) => (
        <div key={s.name} className="min-w-[10rem]">
          <label htmlFor={`filter-${s.name}`} className="block text-sm font-medium text-slate-800">
            {s.label}
          </label>
          <select id={`filter-${s.name}`} name={s.name} defaultValue={s.value} className={field}>
            <option value="">{s.allLabel ?? t("content.list.all")}</option>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {children}
      <button type="submit" className={buttonClass("primary")}>
        {t("content.list.filter")}
      </button>
      <Link to="?" className="self-center text-sm text-brand-700 underline">
        {t("content.list.reset")}
      </Link>
    </Form>
  );
}
