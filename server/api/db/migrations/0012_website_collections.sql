CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_disabled" (
	"collection" text NOT NULL,
	"item" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "content_disabled_collection_item_company_id_pk" PRIMARY KEY("collection","item","company_id")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection" text NOT NULL,
	"item" integer NOT NULL,
	"file" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_partners" (
	"collection" text NOT NULL,
	"item" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "content_partners_collection_item_company_id_pk" PRIMARY KEY("collection","item","company_id")
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection" text NOT NULL,
	"item" integer NOT NULL,
	"languages_code" text DEFAULT 'de' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "content_translations_item_language" UNIQUE("collection","item","languages_code"),
	CONSTRAINT "content_translations_status_check" CHECK ("content_translations"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "trading_partner_informations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_informations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"date_from" date,
	"date_to" date,
	"show_on_homepage" boolean DEFAULT false NOT NULL,
	"link" text,
	"video" text,
	CONSTRAINT "informations_type_check" CHECK ("trading_partner_informations"."type" in ('news', 'event', 'campaign')),
	CONSTRAINT "informations_dates_check" CHECK ("trading_partner_informations"."date_from" is null or "trading_partner_informations"."date_to" is null or "trading_partner_informations"."date_from" <= "trading_partner_informations"."date_to")
);
--> statement-breakpoint
CREATE TABLE "trading_partner_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"budget" integer,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"duration" text,
	"realisation" text,
	"employee" integer
);
--> statement-breakpoint
CREATE TABLE "trading_partner_text_image" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_text_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_position" text DEFAULT 'left' NOT NULL,
	CONSTRAINT "text_image_position_check" CHECK ("trading_partner_text_image"."image_position" in ('left', 'right'))
);
--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_action_check";--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_disabled" ADD CONSTRAINT "content_disabled_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_file_files_id_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_partners" ADD CONSTRAINT "content_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_informations" ADD CONSTRAINT "trading_partner_informations_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_references" ADD CONSTRAINT "trading_partner_references_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_references" ADD CONSTRAINT "trading_partner_references_employee_contacts_id_fk" FOREIGN KEY ("employee") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_text_image" ADD CONSTRAINT "trading_partner_text_image_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_images_item_idx" ON "content_images" USING btree ("collection","item","sort");--> statement-breakpoint
CREATE INDEX "content_partners_company_idx" ON "content_partners" USING btree ("company_id","collection");--> statement-breakpoint
CREATE INDEX "informations_type_idx" ON "trading_partner_informations" USING btree ("type");--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_action_check" CHECK ("activity"."action" in ('create', 'update', 'delete', 'sort', 'status', 'request_review', 'start_review', 'forward', 'approve', 'deny', 'request_feedback', 'comment', 'disable', 'enable'));