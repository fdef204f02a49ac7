CREATE TABLE "private_brand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "private_brand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text NOT NULL,
	"email" text NOT NULL,
	"website" text NOT NULL,
	"logo" uuid,
	"social_media_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"iframe" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_brand" ADD CONSTRAINT "private_brand_logo_files_id_fk" FOREIGN KEY ("logo") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;