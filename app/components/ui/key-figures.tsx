/**
 * A row of key figures above a report (customer satisfaction, purchase volume): each a label, a
 * large value and, where it needs one, a short note (the period it covers).
 */
export interface KeyFigure {
  label: string;
  value: string;
  note?: string;
  testId?: string;
}

export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-3">
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{f.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={f.testId}>
            {f.value}
          </dd>
          {f.note ? <dd className="text-sm text-slate-600">{f.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
