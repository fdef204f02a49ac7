ALTER TABLE "files" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_pending_since_idx" ON "files" USING btree ("pending_since");