import { describe, expect, it } from "vitest";
import { access, type AccessSubject } from "./access";
import { STAFF_ROLES, type StaffRole, type UserType } from "./permissions";

const subject = (userType: UserType, roles: StaffRole[]): AccessSubject => ({ userType, permissions: new Set(), staffRoles: new Set(roles) });
const STAFF_RULES = ["editorial", "partnerAdministration", "staffAdministration", "documentDecision", "auditTrail"] as const;

describe("staff roles (decision 0950)", () => {
  it("grant each role's work to the association's staff, and only that", () => {
    expect(access.editorial(subject("VB", ["REDAKTION"]))).toBe(true);
    expect(access.partnerAdministration(subject("VB", ["REDAKTION"]))).toBe(false);
    expect(access.partnerAdministration(subject("VB", ["PARTNERVERWALTUNG"]))).toBe(true);
    expect(access.staffAdministration(subject("VB", ["ADMINISTRATION"]))).toBe(true);
    expect(access.documentDecision(subject("VB", ["PRUEFUNG"]))).toBe(true);
    expect(access.auditTrail(subject("VB", ["PRUEFUNG"]))).toBe(false);
    expect(access.auditTrail(subject("VB", ["ADMINISTRATION"]))).toBe(true);
    expect(access.staff(subject("VB", []))).toBe(true);
  });

  it("count for nothing held by a partner", () => {
    for (const type of ["HP", "LF"] as const) {
      const partner = subject(type, [...STAFF_ROLES]);
      for (const rule of STAFF_RULES) expect(access[rule](partner), `${type} ${rule}`).toBe(false);
      expect(access.staff(partner)).toBe(false);
    }
  });
});
