/**
 * Administration's search for a person to erase on request (issue 41, decision 0988): accounts
 * (not erased ones), companies' contact persons and the association's own contact persons, by a
 * part of the name or the e-mail address. A handful per kind: the request names one person.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ErasablePerson } from "../contract/erasure";
import { displayNameOf } from "../contract/user";
import { containsPattern } from "../db/like";
import { companies, contacts, notErased, samContacts, users } from "../db/schema";
import type { ApiContext } from "../deps";
import { isSuspended } from "../users/account-status";

const PER_KIND = 10;

/** The name or address matches: each column, and first and last name together ("Erika Muster"). */
function matching(pattern: string, first: PgColumn, last: PgColumn, email: PgColumn): SQL {
  return or(ilike(email, pattern), ilike(first, pattern), ilike(last, pattern), sql`concat_ws(' ', ${first}, ${last}) ilike ${pattern}`)!;
}

const nameOf = (p: { firstName: string | null; lastName: string | null; email: string | null }, fallback: string) =>
  displayNameOf({ first_name: p.firstName, last_name: p.lastName, email: p.email ?? fallback });

export async function findErasablePeople(ctx: ApiContext, search: string): Promise<ErasablePerson[]> {
  const db = ctx.db.db;
  const pattern = containsPattern(search);
  const now = ctx.now();
  const [accounts, companyContacts, associationContacts] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status, endDate: users.endDate, company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(notErased, matching(pattern, users.firstName, users.lastName, users.email)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(PER_KIND),
    db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, status: contacts.status, company: companies.name })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(matching(pattern, contacts.firstName, contacts.lastName, contacts.email))
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .limit(PER_KIND),
    db
      .select({ id: samContacts.id, firstName: samContacts.firstName, lastName: samContacts.lastName, email: samContacts.email })
      .from(samContacts)
      .where(matching(pattern, samContacts.firstName, samContacts.lastName, samContacts.email))
      .orderBy(asc(samContacts.lastName), asc(samContacts.firstName), asc(samContacts.id))
      .limit(PER_KIND),
  ]);
  return [
    ...accounts.map((a): ErasablePerson => ({ kind: "account", id: a.id, name: nameOf(a, a.id), email: a.email, company: a.company, inactive: isSuspended(a, now) })),
    ...companyContacts.map((k): ErasablePerson => ({ kind: "contact", id: String(k.id), name: nameOf(k, String(k.id)), email: k.email, company: k.company, inactive: k.status === "archived" })),
    ...associationContacts.map((k): ErasablePerson => ({ kind: "samContact", id: String(k.id), name: nameOf(k, String(k.id)), email: k.email, company: null, inactive: false })),
  ];
}
