CREATE TABLE "setup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "setup_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('login', 'login_failed', 'logout', 'impersonation_start', 'impersonation_end', 'password_change', 'password_reset', 'account_created', 'account_status', 'account_permissions', 'account_name', 'invitation_resent', 'password_link_sent', 'email_change_requested', 'email_changed', 'tfa_enabled', 'tfa_disabled', 'tfa_recovery_used', 'tfa_requirement_on', 'tfa_requirement_off', 'staff_roles', 'administrator_setup'));