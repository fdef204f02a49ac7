/**
 * Demo accounts of the account area: further colleagues of the demo trading partner, so account
 * management has a real list, and accounts the browser tests change (one per JS/no-JS project,
 * since both run against the same server).
 */
import { TERMS_VERSION } from "../contract/account";
import type { PagePermission } from "../contract/permissions";
import type { Tx } from "../db/client";
import { userPermissions, users } from "../db/schema";


interface AccountSeed {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  permissions: readonly PagePermission[];
  /** false: has not accepted the terms of use yet */
  acceptedAgb: boolean;
}

/** Colleagues at Möbelhaus Sommer (company of haendler@, who manages its accounts). */
export const DEMO_SOMMER_ACCOUNTS = {
  koch: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e01", email: "koch@example.com", firstName: "Mara", lastName: "Koch", permissions: ["NEWS", "CALENDAR"], acceptedAgb: false },
  ebert: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e02", email: "ebert@example.com", firstName: "Tim", lastName: "Ebert", permissions: ["NEWS", "CALENDAR"], acceptedAgb: false },
  schulz: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e03", email: "schulz@example.com", firstName: "Eva", lastName: "Schulz", permissions: ["NEWS", "CALENDAR", "BRAND"], acceptedAgb: true },
  meyer: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e04", email: "meyer@example.com", firstName: "Lars", lastName: "Meyer", permissions: ["NEWS", "CALENDAR", "BRAND"], acceptedAgb: true },
  wagner: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e05", email: "wagner@example.com", firstName: "Jana", lastName: "Wagner", permissions: ["NEWS", "ZRCLIENT", "STATISTIC"], acceptedAgb: true },
  krause: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e06", email: "krause@example.com", firstName: "Tobias", lastName: "Krause", permissions: ["NEWS", "ZRCLIENT", "STATISTIC"], acceptedAgb: true },
  berg: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e07", email: "berg@example.com", firstName: "Nils", lastName: "Berg", permissions: ["NEWS", "CALENDAR"], acceptedAgb: true },
  lange: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e08", email: "lange@example.com", firstName: "Sophie", lastName: "Lange", permissions: ["NEWS", "CALENDAR"], acceptedAgb: true },
  // Links and address corrections by the account manager (decision 0557): invited, never signed in.
  hartmann: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e91", email: "hartmann@example.com", firstName: "Lea", lastName: "Hartmann", permissions: ["NEWS"], acceptedAgb: false },
  wolf: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e92", email: "wolf@example.com", firstName: "Paul", lastName: "Wolf", permissions: ["NEWS"], acceptedAgb: false },
  neumann: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e93", email: "neumann@example.com", firstName: "Greta", lastName: "Neumann", permissions: ["NEWS", "CALENDAR"], acceptedAgb: true },
  schmitt: { id: "5b1d7e20-4c3a-4f61-8d2e-7a9b0c1d2e94", email: "schmitt@example.com", firstName: "Jan", lastName: "Schmitt", permissions: ["NEWS", "CALENDAR"], acceptedAgb: true },
} as const satisfies Record<string, AccountSeed>;

const AGB_ACCEPTED_AT = new Date("2025-02-03T09:15:00.000Z");

export async function seedAccounts(tx: Tx, passwordHash: string, sommerCompanyId: number): Promise<void> {
  const accounts: readonly AccountSeed[] = Object.values(DEMO_SOMMER_ACCOUNTS);
  await tx.insert(users).values(
    accounts.map((a) => ({
      id: a.id,
      email: a.email,
      passwordHash,
      firstName: a.firstName,
      lastName: a.lastName,
      companyId: sommerCompanyId,
      acceptedAgb: a.acceptedAgb ? AGB_ACCEPTED_AT : null,
      acceptedAgbVersion: a.acceptedAgb ? TERMS_VERSION : null,
    })),
  );
  await tx.insert(userPermissions).values(accounts.flatMap((a) => a.permissions.map((identifier) => ({ userId: a.id, identifier }))));
}
