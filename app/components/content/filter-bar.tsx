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

export interface TextFilter {
  name: string;
  label: string;
  value: string;
}

/** A yes-only filter ("ungelesen", "wichtig"): checked sends `name=1`, unchecked leaves it out of the URL. */
export interface CheckFilter {
  name: string;
  label: string;
  checked: boolean;
}

export interface FilterBarProps {
  selects?: SelectFilter[];
  search?: TextFilter | TextFilter[];
  checks?: CheckFilter[];
  /** further fields (a period's dates …) before the buttons */
  children?: ReactNode;
}

export function FilterBar({ selects = [], search, checks = [], children }: FilterBarProps) {
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
      const target = event.target as HTMLInputElement;
      const isText = target.tagName === "INPUT" && target.type !== "checkbox";
      clearTimeout(timer.current);
      timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), isText ? 400 : 0);
    }}>
      {(search === undefined ? [] : [search].flat()).map((f) => (
        <div key={f.name} className="min-w-[14rem] flex-1">
          <label htmlFor={`filter-${f.name}`} className="block text-sm font-medium text-slate-800">
            {f.label}
          </label>
          <input id={`filter-${f.name}`} type="search" name={f.name} defaultValue={f.value} className={field} />
        </div>
      ))}
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
      {checks.map((c) => (
        <label key={c.name} className="flex h-control items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name={c.name} value="1" defaultChecked={c.checked} className="h-4 w-4" />
          {c.label}
        </label>
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
