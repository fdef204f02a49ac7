import { describe, expect, it } from "vitest";
import { choiceGroupsOf } from "./choice-fields";

describe("choiceGroupsOf", () => {
  it("keeps ungrouped options as one run and groups in the order they first appear", () => {
    const options = [
      { value: "a", label: "Nord", group: "Deutschland" },
      { value: "b", label: "West", group: "Österreich" },
      { value: "c", label: "Süd", group: "Deutschland" },
      { value: "d", label: "Ohne Land" },
    ];
    expect(choiceGroupsOf(options)).toEqual([
      { label: "Deutschland", options: [options[0], options[2]] },
      { label: "Österreich", options: [options[1]] },
      { label: undefined, options: [options[3]] },
    ]);
  });

  it("gives no groups for no options", () => {
    expect(choiceGroupsOf([])).toEqual([]);
  });
});
