CREATE TABLE "brand_divisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_divisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"supplier_nr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_product_groups" (
	"brand_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	CONSTRAINT "brand_product_groups_brand_id_product_group_id_pk" PRIMARY KEY("brand_id","product_group_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"link" text,
	"description" text,
	"delivery_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"news_group_id" integer,
	"brand_id" integer,
	"published_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	CONSTRAINT "news_groups_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"location" text,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"show_on_homepage" boolean DEFAULT false NOT NULL,
	"registration_enabled" boolean DEFAULT false NOT NULL,
	"registration_end" timestamp with time zone,
	"max_participants" integer,
	"responsible_email" text,
	"program_option_1" text,
	"program_option_2" text,
	"program_option_3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_dates_check" CHECK ("calendar_events"."date_to" >= "calendar_events"."date_from")
);
--> statement-breakpoint
CREATE TABLE "calendar_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_event_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'registered' NOT NULL,
	"contact_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"participants" integer NOT NULL,
	"single_rooms" integer DEFAULT 0 NOT NULL,
	"double_rooms" integer DEFAULT 0 NOT NULL,
	"annotation" text,
	"program_option_1" boolean DEFAULT false NOT NULL,
	"program_option_2" boolean DEFAULT false NOT NULL,
	"program_option_3" boolean DEFAULT false NOT NULL,
	"sleepover" text NOT NULL,
	"catering" boolean DEFAULT false NOT NULL,
	"acceptance" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_registrations_status_check" CHECK ("calendar_registrations"."status" in ('registered', 'cancelled')),
	CONSTRAINT "calendar_registrations_sleepover_check" CHECK ("calendar_registrations"."sleepover" in ('none', 'before', 'after', 'both')),
	CONSTRAINT "calendar_registrations_participants_check" CHECK ("calendar_registrations"."participants" >= 1),
	CONSTRAINT "calendar_registrations_rooms_check" CHECK ("calendar_registrations"."single_rooms" >= 0 and "calendar_registrations"."double_rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_brands" (
	"document_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "document_brands_document_id_brand_id_pk" PRIMARY KEY("document_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "document_sam_tags" (
	"document_id" integer NOT NULL,
	"sam_tag_id" integer NOT NULL,
	CONSTRAINT "document_sam_tags_document_id_sam_tag_id_pk" PRIMARY KEY("document_id","sam_tag_id")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"document_type_id" integer,
	"document_class" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"uploaded_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_class_check" CHECK ("documents"."document_class" in ('EVA', 'EKA'))
);
--> statement-breakpoint
CREATE TABLE "sam_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sam_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_service_brands" (
	"partner_service_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "partner_service_brands_partner_service_id_brand_id_pk" PRIMARY KEY("partner_service_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "partner_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"service_id" text,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_divisions" ADD CONSTRAINT "brand_divisions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_groups" ADD CONSTRAINT "brand_product_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_groups" ADD CONSTRAINT "brand_product_groups_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_news_group_id_news_groups_id_fk" FOREIGN KEY ("news_group_id") REFERENCES "public"."news_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_registrations" ADD CONSTRAINT "calendar_registrations_calendar_event_id_calendar_events_id_fk" FOREIGN KEY ("calendar_event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_registrations" ADD CONSTRAINT "calendar_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_registrations" ADD CONSTRAINT "calendar_registrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_brands" ADD CONSTRAINT "document_brands_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_brands" ADD CONSTRAINT "document_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sam_tags" ADD CONSTRAINT "document_sam_tags_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sam_tags" ADD CONSTRAINT "document_sam_tags_sam_tag_id_sam_tags_id_fk" FOREIGN KEY ("sam_tag_id") REFERENCES "public"."sam_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_brands" ADD CONSTRAINT "partner_service_brands_partner_service_id_partner_services_id_fk" FOREIGN KEY ("partner_service_id") REFERENCES "public"."partner_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_brands" ADD CONSTRAINT "partner_service_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_parent_id_partner_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partner_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_divisions_brand_id_idx" ON "brand_divisions" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brands_company_id_idx" ON "brands" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "news_published_on_idx" ON "news" USING btree ("published_on");--> statement-breakpoint
CREATE INDEX "news_brand_id_idx" ON "news" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "calendar_events_date_from_idx" ON "calendar_events" USING btree ("date_from");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_registrations_event_company_unique" ON "calendar_registrations" USING btree ("calendar_event_id","company_id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_on_idx" ON "documents" USING btree ("uploaded_on");--> statement-breakpoint
CREATE INDEX "partner_services_parent_idx" ON "partner_services" USING btree ("parent_id");