import { describe, expect, it } from "vitest";
import { satisfactionOf } from "./satisfaction";

describe("customer satisfaction figures", () => {
  it("computes average, NPS, rating distribution and months", () => {
    const figures = satisfactionOf([
      { date: "2025-01-10", rating: 5, recommend: 10 },
      { date: "2025-01-20", rating: 4, recommend: 8 },
      { date: "2025-02-03", rating: 2, recommend: 3 },
      { date: "2025-02-15", rating: 5, recommend: 9 },
    ]);
    expect(figures.responses).toBe(4);
    expect(figures.average_rating).toBe(4);
    // 2 promoters, 1 detractor of 4
    expect(figures.nps).toBe(25);
    expect(figures.ratings).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 2 },
    ]);
    expect(figures.months).toEqual([
      { month: "2025-01", responses: 2, average_rating: 4.5 },
      { month: "2025-02", responses: 2, average_rating: 3.5 },
    ]);
  });

  it("has no average or NPS without feedback", () => {
    expect(satisfactionOf([])).toMatchObject({ responses: 0, average_rating: null, nps: null, months: [] });
  });
});
