CREATE TABLE "queue_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "queue_jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "queue_jobs_status_check" CHECK ("queue_jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "queue_jobs_due_idx" ON "queue_jobs" USING btree ("run_at") WHERE "queue_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "queue_jobs_lease_idx" ON "queue_jobs" USING btree ("locked_until") WHERE "queue_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "queue_jobs_finished_idx" ON "queue_jobs" USING btree ("status","finished_at");