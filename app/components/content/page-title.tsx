import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";

/** A detail screen's header: a link back to its list, then the title. */
export function DetailHeader({ backTo, backLabel, title, intro, actions }: { backTo: string; backLabel: string; title: string; intro?: string; actions?: ReactNode }) {
  return (
    <>
      <p className="mb-4">
        <Link to={backTo} className="text-sm text-brand-700 underline">
          {backLabel}
        </Link>
      </p>
      <PageTitle title={title} intro={intro} actions={actions} />
    </>
  );
}

/** An editing screen's h1 under a small link back to where it was opened from (its list or record). */
export function BackLinkTitle({ backTo, backLabel, children }: { backTo: string; backLabel: ReactNode; children: ReactNode }) {
  return (
    <>
      <Link to={backTo} className="text-sm text-brand-700 underline">
        {backLabel}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{children}</h1>
    </>
  );
}

/** The screen's h1 (focus moves here after navigation) with an optional intro and actions. */
export function PageTitle({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      </div>
      {actions}
    </div>
  );
}
