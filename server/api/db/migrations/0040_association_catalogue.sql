ALTER TABLE "brands" ADD COLUMN "logo" uuid;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_alt" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sam_tags" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sam_tags" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sam_tags" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_services" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "instructions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instructions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_files_id_fk" FOREIGN KEY ("logo") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;