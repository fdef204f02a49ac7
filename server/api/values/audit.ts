/** The actions of the audit trail. Zod-free; the database and the contract import it (decision 0966). */
export const AUDIT_ACTIONS = [
  "login",
  "login_failed",
  "logout",
  "impersonation_start",
  "impersonation_end",
  "password_change",
  "password_reset",
  "account_created",
  "account_status",
  "account_permissions",
  "account_name",
  "invitation_resent",
  "password_link_sent",
  "email_change_requested",
  "email_changed",
  "tfa_enabled",
  "tfa_disabled",
  "tfa_recovery_used",
  "tfa_requirement_on",
  "tfa_requirement_off",
  // the association's staff administration and its first administrator (decision 0951)
  "staff_roles",
  "administrator_setup",
  // the association's support actions on a partner account (issue 39, decision 0952); the reason is the detail
  "support_unlock",
  "support_tfa_reset",
  "support_password_link",
  "support_suspend",
  "support_reactivate",
  // the association's member companies (issue 39, decision 0953); suspension carries the reason as detail
  "company_created",
  "company_changed",
  "company_suspended",
  "company_reactivated",
  "company_imported",
  // the Redaktion's work on the association's documents (decision 0958); the detail names the document
  "document_published",
  "document_updated",
  "document_version",
  "document_archived",
  "document_restored",
  // erasure of a person (issue 41, decision 0981): the erased person is the target's pseudonym; a staff member's reason is the detail
  "account_erased",
  "contact_erased",
  // Administration exported a person's data (issue 41); the detail names whose
  "data_export",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
