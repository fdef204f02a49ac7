/**
 * A confirmation that lives in the URL (e.g. ?archive=12): rendered by the server, confirmed by a
 * second form, cancelled by a link back. With JavaScript it takes focus and closes on Escape.
 */
import { Form, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, type ReactNode } from "react";

export function ConfirmDialog({
  title,
  children,
  cancelTo,
  cancelLabel,
  actions,
}: {
  title: string;
  children: ReactNode;
  cancelTo: string;
  cancelLabel: string;
  /** the confirming form(s) */
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("h2")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(cancelTo, { replace: true, preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [cancelTo, navigate]);
  return (
    <div ref={ref} role="alertdialog" aria-modal="false" aria-labelledby="confirm-title" aria-describedby="confirm-text" className="my-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-4">
      <h2 id="confirm-title" tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div id="confirm-text" className="mt-2 text-slate-800">
        {children}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {actions}
        <Link to={cancelTo} replace preventScrollReset className="inline-flex h-control items-center rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50">
          {cancelLabel}
        </Link>
      </div>
    </div>
  );
}

/** One hidden-intent form with a single submit button, for dialog actions. */
export function IntentForm({
  intent,
  fields = {},
  label,
  className,
  action,
  ariaLabel,
}: {
  intent: string;
  /** a fuller name for screen readers when the visible label is short */
  ariaLabel?: string;
  fields?: Record<string, string | number>;
  label: string;
  className: string;
  action?: string;
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}
