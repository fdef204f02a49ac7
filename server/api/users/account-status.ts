import type { UserStatus } from "../db/schema";

/** Spec §4: an account is suspended by status or by an end_date that has passed. */
export function isSuspended(user: { status: UserStatus; endDate: Date | null }, now: Date): boolean {
  return user.status === "suspended" || (user.endDate !== null && user.endDate.getTime() <= now.getTime());
}
