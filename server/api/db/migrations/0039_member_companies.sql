CREATE TABLE "company_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"filename" text NOT NULL,
	"rows" jsonb NOT NULL,
	"failed" integer NOT NULL,
	"result" jsonb NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "customer_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allowed_permissions" text[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_imports" ADD CONSTRAINT "company_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_customer_number_idx" ON "companies" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "companies_name_id_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('login', 'login_failed', 'logout', 'impersonation_start', 'impersonation_end', 'password_change', 'password_reset', 'account_created', 'account_status', 'account_permissions', 'account_name', 'invitation_resent', 'password_link_sent', 'email_change_requested', 'email_changed', 'tfa_enabled', 'tfa_disabled', 'tfa_recovery_used', 'tfa_requirement_on', 'tfa_requirement_off', 'staff_roles', 'administrator_setup', 'support_unlock', 'support_tfa_reset', 'support_password_link', 'support_suspend', 'support_reactivate', 'company_created', 'company_changed', 'company_suspended', 'company_reactivated', 'company_imported'));