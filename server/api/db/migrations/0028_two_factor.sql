ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tfa_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tfa_last_step" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tfa_recovery_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "tfa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('login', 'login_failed', 'logout', 'impersonation_start', 'impersonation_end', 'password_change', 'password_reset', 'account_created', 'account_status', 'account_permissions', 'tfa_enabled', 'tfa_disabled', 'tfa_recovery_used'));