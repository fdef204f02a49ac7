ALTER TABLE "calendar_events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_registrations" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_registrations_company_idx" ON "calendar_registrations" USING btree ("company_id");