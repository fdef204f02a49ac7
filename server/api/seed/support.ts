/**
 * Two partner accounts the support screens' tests act on (issue 39, decision 0952): no other test
 * signs in with them, so resetting their second factor, locking them out or suspending them does
 * not disturb another suite. Employees of Wohnstudio Brandt in Kassel.
 */
import type { Tx } from "../db/client";
import { userPermissions, users } from "../db/schema";

export const DEMO_SUPPORT_USERS = {
  /** sets up two-factor in the browser test, which support then resets */
  engel: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a3951", email: "engel@example.com", firstName: "Thomas", lastName: "Engel" },
  /** signs in wrongly until the limit locks the account, which support then unlocks */
  kraemer: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a3952", email: "kraemer@example.com", firstName: "Ute", lastName: "Krämer" },
} as const;

export async function seedSupportAccounts(tx: Tx, passwordHash: string, companyId: number, acceptedAgb: Date): Promise<void> {
  const accounts = Object.values(DEMO_SUPPORT_USERS);
  await tx.insert(users).values(accounts.map((u) => ({ ...u, passwordHash, companyId, acceptedAgb })));
  await tx.insert(userPermissions).values(accounts.flatMap((u) => (["NEWS", "CALENDAR"] as const).map((identifier) => ({ userId: u.id, identifier }))));
}
