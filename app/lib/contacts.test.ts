import { describe, expect, it } from "vitest";
import { contactName, groupByDepartment } from "./contacts";

describe("contacts display", () => {
  it("builds the full name", () => {
    expect(contactName({ title: "Dr.", first_name: "Anna", last_name: "Lange", post_title: "MBA" })).toBe("Dr. Anna Lange MBA");
    expect(contactName({ title: null, first_name: null, last_name: "Lange", post_title: null })).toBe("Lange");
  });

  it("groups by department_web in list order, without department last-seen as its own group", () => {
    const groups = groupByDepartment(
      [
        { id: 1, department_web: "Küchenstudio" },
        { id: 2, department_web: null },
        { id: 3, department_web: "Küchenstudio " },
        { id: 4, department_web: "Einkauf" },
      ],
      "Ohne Abteilung",
    );
    expect(groups.map((g) => [g.label, g.contacts.map((c) => c.id)])).toEqual([
      ["Küchenstudio", [1, 3]],
      ["Ohne Abteilung", [2]],
      ["Einkauf", [4]],
    ]);
  });
});
