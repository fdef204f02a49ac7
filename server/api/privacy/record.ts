/**
 * The "Verzeichnis der Verarbeitungstätigkeiten" (Art. 30 DSGVO, issue 41): generated from the
 * personal-data register (db/personal.ts, decision 0979), one activity per purpose, so it cannot
 * drift from the marks.
 */
import { getTableName } from "drizzle-orm";
import type { ProcessingRecord } from "../contract/privacy";
import { PERSONAL_REGISTER, type PersonalMark } from "../db/personal";
import { PERSONAL_CATEGORIES, PURPOSES } from "../values/privacy";

const SUBJECT_OF = { user: "user", session: "user", contact: "contact", samContact: "samContact" } as const;

const sortedBy = <T extends string>(order: readonly T[], values: Iterable<T>) => [...new Set(values)].sort((a, b) => order.indexOf(a) - order.indexOf(b));

export function processingRecord(): ProcessingRecord {
  const activities = PURPOSES.flatMap((purpose) => {
    const tables = PERSONAL_REGISTER.filter((m) => m.purpose === purpose);
    if (tables.length === 0) return [];
    const marks = tables.flatMap((m) => Object.values(m.personal) as PersonalMark[]);
    const categories = sortedBy(PERSONAL_CATEGORIES, marks.map((m) => m.category)).map((category) => {
      const of = marks.filter((m) => m.category === category);
      return { category, retentions: [...new Set(of.map((m) => m.retention))].sort(), erasures: [...new Set(of.map((m) => m.erasure))].sort() };
    });
    const subjects = sortedBy(
      ["user", "contact", "samContact"] as const,
      tables.flatMap((m) => m.person.flatMap((p) => (p.kind === "email" ? [] : [SUBJECT_OF[p.kind]]))),
    );
    return [{ purpose, subjects, categories, tables: tables.map((m) => getTableName(m.table)).sort() }];
  });
  return { activities };
}
