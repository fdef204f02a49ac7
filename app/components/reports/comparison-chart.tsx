/**
 * A server-rendered SVG chart of two series per category (a year against the previous one), with
 * title and description for screen readers and a table with the same figures beneath it, so the
 * values are readable without the picture and without colour. No chart library, no JavaScript.
 */
export interface ComparisonBar {
  label: string;
  /** null: not yet (a month that has not begun) */
  value: number | null;
  previous: number;
  display: string;
  previousDisplay: string;
  change: string;
}

export interface ComparisonChartProps {
  id: string;
  title: string;
  desc: string;
  caption: string;
  columnLabel: string;
  valueLabel: string;
  previousLabel: string;
  changeLabel: string;
  bars: readonly ComparisonBar[];
}

const WIDTH = 640;
const HEIGHT = 220;
const BOTTOM = 28;
const GAP = 10;

export function ComparisonChart({ id, title, desc, caption, columnLabel, valueLabel, previousLabel, changeLabel, bars }: ComparisonChartProps) {
  const top = Math.max(1, ...bars.map((b) => Math.max(b.value ?? 0, b.previous)));
  const slot = bars.length ? (WIDTH - GAP) / bars.length : 0;
  const bar = Math.max(2, (slot - GAP) / 2);
  const height = (v: number) => (Math.max(0, v) / top) * (HEIGHT - 10);
  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 bg-slate-300" /> {previousLabel}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 bg-brand-600" /> {valueLabel}
        </span>
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + BOTTOM}`} className="mt-2 w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid={`${id}-svg`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-400" />
        {bars.map((b, i) => {
          const x = GAP + i * slot;
          const hp = height(b.previous);
          const hv = height(b.value ?? 0);
          return (
            <g key={b.label}>
              <rect x={x} y={HEIGHT - hp} width={bar} height={hp} className="fill-slate-300">
                <title>{`${b.label}, ${previousLabel}: ${b.previousDisplay}`}</title>
              </rect>
              {b.value === null ? null : (
                <rect x={x + bar} y={HEIGHT - hv} width={bar} height={hv} className="fill-brand-600">
                  <title>{`${b.label}, ${valueLabel}: ${b.display}`}</title>
                </rect>
              )}
              <text x={x + bar} y={HEIGHT + 18} textAnchor="middle" className="fill-slate-700 text-[11px]">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-1">{columnLabel}</th>
              <th scope="col" className="px-3 py-1 text-right">{valueLabel}</th>
              <th scope="col" className="px-3 py-1 text-right">{previousLabel}</th>
              <th scope="col" className="px-3 py-1 text-right">{changeLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1 font-normal">{b.label}</th>
                <td className="whitespace-nowrap px-3 py-1 text-right tabular-nums">{b.display}</td>
                <td className="whitespace-nowrap px-3 py-1 text-right tabular-nums">{b.previousDisplay}</td>
                <td className="whitespace-nowrap px-3 py-1 text-right tabular-nums">{b.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
