/**
 * The seeded companies' customer numbers (Kundennummer, decision 0953): a letter for the relation
 * (K Handelspartner, L Lieferant, R RP, V the association) and a five- or six-digit number, the
 * shape the import template shows ("K-10001"). The demo data counts from 10000, the large data set
 * from 500000, so the two never meet, nor the numbers the contract tests create (2xxxx–4xxxx).
 */
import type { CompanyRelation } from "../contract/permissions";

const PREFIX: Record<CompanyRelation, string> = { HP: "K", LF: "L", RP: "R", VB: "V" };

export const DEMO_NUMBER_BASE = 10_000;
export const LARGE_NUMBER_BASE = 500_000;

/** The customer number of the `n`-th company of a seed that counts from `base`. */
export function customerNumberOf(relation: CompanyRelation, base: number, n: number): string {
  return `${PREFIX[relation]}-${base + n}`;
}
