import type { UserStatus } from "../db/schema";

/** Spec §4: an account is suspended by status or by an end_date that has passed. */
export function isSuspended(user: { status: UserStatus; endDate: Date | null }, now: Date): boolean {
  return user.status === "suspended" || (user.endDate !== null && user.endDate.getTime() <= now.getTime());
}

/** Decision 0953: the association suspended the account's company; none of its accounts signs in. */
export function isCompanySuspended(company: { suspendedAt: Date | null }): boolean {
  return company.suspendedAt !== null;
}
