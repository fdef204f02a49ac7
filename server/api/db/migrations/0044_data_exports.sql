CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" uuid NOT NULL,
	"subject_user_id" uuid,
	"subject_contact_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready', 'downloaded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_subject_contact_id_contacts_id_fk" FOREIGN KEY ("subject_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_requested_by_idx" ON "data_exports" USING btree ("requested_by","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('login', 'login_failed', 'logout', 'impersonation_start', 'impersonation_end', 'password_change', 'password_reset', 'account_created', 'account_status', 'account_permissions', 'account_name', 'invitation_resent', 'password_link_sent', 'email_change_requested', 'email_changed', 'tfa_enabled', 'tfa_disabled', 'tfa_recovery_used', 'tfa_requirement_on', 'tfa_requirement_off', 'staff_roles', 'administrator_setup', 'support_unlock', 'support_tfa_reset', 'support_password_link', 'support_suspend', 'support_reactivate', 'company_created', 'company_changed', 'company_suspended', 'company_reactivated', 'company_imported', 'document_published', 'document_updated', 'document_version', 'document_archived', 'document_restored', 'data_export'));