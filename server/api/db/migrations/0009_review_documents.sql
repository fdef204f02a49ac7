ALTER TABLE "activity" DROP CONSTRAINT "activity_action_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_reviewer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_status_idx" ON "documents" USING btree ("company_id","status");--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_action_check" CHECK ("activity"."action" in ('create', 'update', 'delete', 'sort', 'status', 'request_review', 'start_review', 'forward', 'approve', 'deny', 'request_feedback', 'comment'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('draft', 'in_review', 'in_progress', 'check_modulemanager', 'needs_feedback', 'approved', 'denied'));