import { describe, expect, it } from "vitest";
import { lookupChoices } from "./lookup-choices";

const countries = [
  { id: "country_de", name: "Deutschland", parent: null },
  { id: "country_at", name: "Österreich", parent: null },
];

describe("lookupChoices", () => {
  it("lists rows under their parent's name, in the parents' order, keeping the name order within", () => {
    const states = [
      { id: "sales_state_by", name: "Bayern", parent: "country_de" },
      { id: "sales_state_bgl", name: "Burgenland", parent: "country_at" },
      { id: "sales_state_hh", name: "Hamburg", parent: "country_de" },
      { id: "sales_state_ktn", name: "Kärnten", parent: "country_at" },
    ];
    expect(lookupChoices(states, countries)).toEqual([
      { value: "sales_state_by", label: "Bayern", group: "Deutschland" },
      { value: "sales_state_hh", label: "Hamburg", group: "Deutschland" },
      { value: "sales_state_bgl", label: "Burgenland", group: "Österreich" },
      { value: "sales_state_ktn", label: "Kärnten", group: "Österreich" },
    ]);
  });

  it("puts rows without a known parent last and ungrouped; ids become strings", () => {
    const rows = [
      { id: 7, name: "Ohne Land", parent: null },
      { id: 8, name: "Unbekanntes Land", parent: "country_xx" },
      { id: 9, name: "Wien", parent: "country_at" },
    ];
    expect(lookupChoices(rows, countries)).toEqual([
      { value: "9", label: "Wien", group: "Österreich" },
      { value: "7", label: "Ohne Land" },
      { value: "8", label: "Unbekanntes Land" },
    ]);
  });

  it("without parents, every row is an ungrouped choice in its order", () => {
    expect(lookupChoices(countries)).toEqual([
      { value: "country_de", label: "Deutschland" },
      { value: "country_at", label: "Österreich" },
    ]);
  });
});
