/**
 * The association's own company and its staff (issue 39, decision 0950): one account per staff
 * role, so each role's screens and refusals can be shown and tested apart. Fixed ids, so tests and
 * bug reports can name the accounts.
 */
import type { StaffRole } from "../contract/permissions";
import type { Tx } from "../db/client";
import { companies, userPermissions, users } from "../db/schema";
import { DEMO_NUMBER_BASE, customerNumberOf } from "./customer-numbers";

export const ASSOCIATION_COMPANY = {
  name: "Einkaufsverband Wohnen eG",
  relation: "VB" as const,
  customerNumber: customerNumberOf("VB", DEMO_NUMBER_BASE, 0),
  street: "Detmolder Straße 160",
  zip: "33604",
  city: "Bielefeld",
  phone: "+49 521 5200-0",
  email: "info@einkaufsverband.example",
  website: "https://www.einkaufsverband.example",
};

interface DemoStaff {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly StaffRole[];
}

export const DEMO_STAFF = {
  /** the document reviewer of decision 0600 */
  pruefung: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b21", email: "pruefung@example.com", firstName: "Sabine", lastName: "Hoffmann", roles: ["PRUEFUNG"] },
  redaktion: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a3901", email: "redaktion@example.com", firstName: "Julia", lastName: "Lindner", roles: ["REDAKTION"] },
  partnerverwaltung: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a3902", email: "partnerverwaltung@example.com", firstName: "Markus", lastName: "Reuter", roles: ["PARTNERVERWALTUNG"] },
  admin: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a3903", email: "admin@example.com", firstName: "Claudia", lastName: "Brinkmann", roles: ["ADMINISTRATION"] },
} as const satisfies Record<string, DemoStaff>;

/** The association's document reviewer (decision 0600), as earlier tests name it. */
export const DEMO_REVIEWER = DEMO_STAFF.pruefung;

/** Seeds the association and its staff; returns the association's company id. */
export async function seedStaff(tx: Tx, passwordHash: string, acceptedAgb: Date): Promise<number> {
  const [association] = await tx.insert(companies).values(ASSOCIATION_COMPANY).returning({ id: companies.id });
  const staff: readonly DemoStaff[] = Object.values(DEMO_STAFF);
  await tx.insert(users).values(
    staff.map(({ roles, ...u }) => ({ ...u, passwordHash, companyId: association!.id, acceptedAgb, staffRoles: [...roles] })),
  );
  // staff read what partners read (GRANTABLE_PERMISSIONS.VB)
  await tx.insert(userPermissions).values(staff.flatMap((u) => (["NEWS", "CALENDAR"] as const).map((identifier) => ({ userId: u.id, identifier }))));
  return association!.id;
}
