import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { columnsOf, PERSONAL_REGISTER } from "./personal";
import * as schema from "./schema";

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));

describe("the personal-data register (decision 0979)", () => {
  it("marks every table of the schema once", () => {
    const marked = PERSONAL_REGISTER.map((m) => getTableName(m.table));
    expect(new Set(marked).size).toBe(marked.length);
    expect(marked.sort()).toEqual(tables.map((t) => getTableName(t)).sort());
  });

  for (const m of PERSONAL_REGISTER) {
    const name = getTableName(m.table);
    it(`${name}: every column is marked personal or not personal, exactly once, and only columns that exist`, () => {
      const personal = Object.keys(m.personal);
      const all = [...personal, ...m.notPersonal];
      const columns = columnsOf(m.table);
      expect(all.filter((c) => !columns.includes(c)), "marks naming no column").toEqual([]);
      expect(columns.filter((c) => !all.includes(c)), "columns neither personal nor not personal").toEqual([]);
      expect(personal.filter((c) => m.notPersonal.includes(c as never)), "marked both ways").toEqual([]);
      expect(new Set(m.notPersonal).size, "a column listed twice").toBe(m.notPersonal.length);
    });

    it(`${name}: a table with personal data has a purpose, names whom its rows concern, and empties only nullable fields`, () => {
      const personal = Object.keys(m.personal);
      const columns = getTableColumns(m.table);
      expect(m.purpose === null, "purpose exactly when there is personal data").toBe(personal.length === 0);
      for (const ref of m.person) {
        expect(columns[ref.column], ref.column).toBeDefined();
        if (ref.when) expect(columns[ref.when.column], ref.when.column).toBeDefined();
      }
      for (const c of m.context ?? []) expect(m.notPersonal, `context ${c}`).toContain(c);
      const emptied = Object.entries(m.personal).filter(([, mark]) => mark!.erasure === "null" || mark!.erasure === "deleteFile");
      for (const [c] of emptied) expect(columns[c]!.notNull, `${c} is emptied by erasure but NOT NULL`).toBe(false);
    });
  }

  it("every table whose rows are erased with the person says which column names the person", () => {
    const deleting = PERSONAL_REGISTER.filter((m) => Object.values(m.personal).some((mark) => mark!.erasure === "deleteRow"));
    // queue jobs carry their recipient inside the payload: erasure searches it (not a column)
    const withoutPerson = deleting.filter((m) => m.person.length === 0).map((m) => getTableName(m.table));
    expect(withoutPerson).toEqual(["queue_jobs"]);
  });
});
