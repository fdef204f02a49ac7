import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart, barLayout, type Bar } from "./bar-chart";

const months = Array.from({ length: 12 }, (_, i): Bar => ({ label: `${String(i + 1).padStart(2, "0")}.2026`, value: 100_000 + i * 1_000, display: `${100 + i}.000,00 €` }));
const grades: Bar[] = [1, 2, 3, 4, 5].map((n) => ({ label: String(n), value: n * 3, display: String(n * 3) }));

describe("bar chart layout", () => {
  it("keeps short labels above and below wide bars", () => {
    expect(barLayout(grades, 480, 8)).toMatchObject({ narrow: false, bottom: 24 });
  });

  it("drops the figures above twelve bars of money and slants the month labels, so nothing overlaps", () => {
    const layout = barLayout(months, 480, 8);
    expect(layout.narrow).toBe(true);
    expect(layout.bottom).toBeGreaterThan(24);
    const svg = renderToStaticMarkup(<BarChart id="t" title="Umsatz" summary="" bars={months} columnLabel="Monat" valueLabel="Umsatz" />);
    expect(svg.match(/rotate\(-40/g)).toHaveLength(12);
    // every figure is still in the table
    for (const b of months) expect(svg).toContain(`<td class="py-0.5">${b.display}</td>`);
  });
});
