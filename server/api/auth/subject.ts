/** The caller as the access table sees it: user type, page permissions, staff roles. */
import { type AccessSubject } from "../contract/access";
import { userTypeOf } from "../contract/permissions";
import type { AuthContext } from "./sessions";

export function subjectOf(auth: AuthContext): AccessSubject {
  return { userType: userTypeOf(auth.company.relation), permissions: auth.permissions, staffRoles: new Set(auth.user.staffRoles) };
}
