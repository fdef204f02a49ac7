/**
 * A plain SVG bar chart (no chart library) with the same figures as a table beneath it, so the
 * values are readable by screen readers and without colour.
 */
export interface Bar {
  label: string;
  value: number;
  display: string;
}

/**
 * Where the labels go. Many bars (twelve months of money) leave no room for horizontal labels:
 * the figures then stay in the table beneath only, and the category labels are slanted.
 */
export function barLayout(bars: readonly Bar[], width: number, gap: number) {
  const barWidth = bars.length ? (width - gap * (bars.length + 1)) / bars.length : 0;
  // ~6.5 px per character at the labels' 10–11 px font size
  const narrow = bars.some((b) => b.display.length * 6.5 > barWidth + gap || b.label.length * 6 > barWidth + gap);
  const longest = Math.max(0, ...bars.map((b) => b.label.length));
  const bottom = narrow ? 24 + Math.min(60, longest * 4.5) : 24;
  // the first slanted label reaches left of the first bar
  const left = narrow ? Math.min(60, longest * 5) : 0;
  return { barWidth, narrow, bottom, left };
}

export function BarChart({ id, title, summary, bars, columnLabel, valueLabel, max }: { id: string; title: string; summary: string; bars: readonly Bar[]; columnLabel: string; valueLabel: string; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  const width = 480;
  const height = 200;
  const gap = 8;
  const { barWidth, narrow, bottom, left } = barLayout(bars, width, gap);
  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg viewBox={`${-left} 0 ${width + left} ${height + bottom}`} className="mt-2 w-full" role="img" aria-label={`${title}. ${summary}`}>
        {bars.map((b, i) => {
          const h = (b.value / top) * (height - 20);
          const x = gap + i * (barWidth + gap);
          return (
            <g key={b.label}>
              <rect x={x} y={height - h} width={barWidth} height={h} className="fill-brand-600" />
              {narrow ? null : (
                <text x={x + barWidth / 2} y={height - h - 4} textAnchor="middle" className="fill-slate-800 text-[11px]">
                  {b.display}
                </text>
              )}
              {narrow ? (
                <text x={x + barWidth / 2} y={height + 12} textAnchor="end" transform={`rotate(-40 ${x + barWidth / 2} ${height + 12})`} className="fill-slate-700 text-[10px]">
                  {b.label}
                </text>
              ) : (
                <text x={x + barWidth / 2} y={height + 16} textAnchor="middle" className="fill-slate-700 text-[10px]">
                  {b.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1">{columnLabel}</th>
            <th scope="col" className="py-1">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <td className="py-0.5">{b.label}</td>
              <td className="py-0.5">{b.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
