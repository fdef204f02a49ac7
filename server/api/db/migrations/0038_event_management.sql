ALTER TABLE "calendar_registrations" DROP CONSTRAINT "calendar_registrations_status_check";--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "online_url" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "cancel_message" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "waiting_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "audience_user_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "audience_permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_registrations_event_created_idx" ON "calendar_registrations" USING btree ("calendar_event_id","created_at");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_sequence_check" CHECK ("calendar_events"."sequence" >= 0);--> statement-breakpoint
ALTER TABLE "calendar_registrations" ADD CONSTRAINT "calendar_registrations_status_check" CHECK ("calendar_registrations"."status" in ('registered', 'waiting', 'cancelled'));