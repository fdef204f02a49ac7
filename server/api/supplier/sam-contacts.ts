/** The association's contact persons responsible for a member company (spec §7 extranet/sam-contacts). */
import { asc, eq } from "drizzle-orm";
import type { SamContact } from "../contract/supplier";
import type { Db } from "../db/client";
import { companySamContacts, samContacts } from "../db/schema";

export async function samContactsOf(db: Db, companyId: number): Promise<SamContact[]> {
  const rows = await db
    .select({ contact: samContacts })
    .from(companySamContacts)
    .innerJoin(samContacts, eq(samContacts.id, companySamContacts.samContactId))
    .where(eq(companySamContacts.companyId, companyId))
    .orderBy(asc(companySamContacts.sort), asc(samContacts.lastName));
  return rows.map(({ contact: c }) => ({
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    role: c.role,
    phone: c.phone,
    email: c.email,
    photo: c.photo,
  }));
}
