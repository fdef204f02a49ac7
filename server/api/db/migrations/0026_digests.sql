CREATE TABLE "digest_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"period" text DEFAULT 'off' NOT NULL,
	"important" boolean DEFAULT true NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sam_tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"digest_nonce" text NOT NULL,
	"important_nonce" text NOT NULL,
	"last_digest_at" timestamp with time zone,
	"important_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_period_check" CHECK ("digest_subscriptions"."period" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "important" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_subscriptions_period_idx" ON "digest_subscriptions" USING btree ("period");