/**
 * What the portal holds about one person (Art. 15/20 DSGVO, issue 41): every table of the
 * personal-data register (decision 0979) searched by the columns that identify the person, each
 * found row's personal fields grouped by category, with the row's context columns beside them.
 */
import { and, eq, getTableColumns, getTableName, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { PERSONAL_REGISTER, type PersonalCategory, type PersonalMark, type TableMarks } from "../db/personal";

/** whom to look for: an account (id and e-mail) or a contact person (id and e-mail) */
export type Subject = { kind: "user"; id: string; email: string } | { kind: "contact"; id: number; email: string | null };

/** category → table → rows of `column: value` */
export type PersonalData = Partial<Record<PersonalCategory, Record<string, Record<string, unknown>[]>>>;

/** Secrets an export never carries, personal as they are: it says only that they exist. */
const WITHHELD = new Set(["users.passwordHash", "users.tfaSecret", "users.tfaRecoveryCodes"]);

function whereFor(m: TableMarks, subject: Subject): SQL | undefined {
  const columns = getTableColumns(m.table) as Record<string, PgColumn>;
  const conditions = m.person.flatMap((ref) => {
    const value = ref.kind === "email" ? subject.email : ref.kind === subject.kind ? subject.id : undefined;
    if (value === undefined || value === null) return [];
    const match = eq(columns[ref.column]!, value);
    return [ref.when ? and(match, eq(columns[ref.when.column]!, ref.when.equals))! : match];
  });
  return conditions.length ? or(...conditions) : undefined;
}

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

export async function collectPersonalData(db: Db, subject: Subject): Promise<PersonalData> {
  const out: PersonalData = {};
  const searched = PERSONAL_REGISTER.flatMap((m) => {
    const where = Object.keys(m.personal).length ? whereFor(m, subject) : undefined;
    return where ? [{ m, where }] : [];
  });
  const found = await Promise.all(searched.map(({ m, where }) => db.select().from(m.table).where(where)));
  searched.forEach(({ m }, i) => {
    const table = getTableName(m.table);
    for (const row of found[i] as Record<string, unknown>[]) {
      const byCategory = new Map<PersonalCategory, Record<string, unknown>>();
      for (const [column, mark] of Object.entries(m.personal) as [string, PersonalMark][]) {
        const value = row[column];
        if (value === null || value === undefined) continue;
        const entry = byCategory.get(mark.category) ?? Object.fromEntries((m.context ?? []).map((c) => [c, plain(row[c])]));
        entry[column] = WITHHELD.has(`${table}.${column}`) ? true : plain(value);
        byCategory.set(mark.category, entry);
      }
      for (const [category, entry] of byCategory) ((out[category] ??= {})[table] ??= []).push(entry);
    }
  });
  return out;
}
