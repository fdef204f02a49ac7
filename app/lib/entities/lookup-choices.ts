/**
 * A lookup's rows as the choices of a form (value, label), each under its parent's name when it
 * has one: the sales regions and federal states listed by country (decision 0533). Groups follow
 * the parents' order (the country list, sorted by name); rows without a known parent come last.
 */
export interface LookupRow {
  id: string | number;
  name: string;
  parent?: string | null;
}

export function lookupChoices(rows: readonly LookupRow[], parents: readonly LookupRow[] = []): { value: string; label: string; group?: string }[] {
  const rank = new Map(parents.map((p, index) => [String(p.id), index]));
  const nameOf = new Map(parents.map((p) => [String(p.id), p.name]));
  const position = (row: LookupRow) => rank.get(String(row.parent)) ?? parents.length;
  // Array.prototype.sort is stable: within a group the rows keep their (name) order.
  return [...rows]
    .sort((a, b) => position(a) - position(b))
    .map((row) => {
      const group = row.parent ? nameOf.get(row.parent) : undefined;
      return group ? { value: String(row.id), label: row.name, group } : { value: String(row.id), label: row.name };
    });
}
