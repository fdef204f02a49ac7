CREATE TABLE "trading_partner_brands" (
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "trading_partner_brands_company_id_brand_id_pk" PRIMARY KEY("company_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_registrations_contacts" (
	"calendar_registrations_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "calendar_registrations_contacts_calendar_registrations_id_contact_id_pk" PRIMARY KEY("calendar_registrations_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "company_sam_contacts" (
	"company_id" integer NOT NULL,
	"sam_contact_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_sam_contacts_company_id_sam_contact_id_pk" PRIMARY KEY("company_id","sam_contact_id")
);
--> statement-breakpoint
CREATE TABLE "sam_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sam_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"phone" text,
	"email" text,
	"photo" uuid
);
--> statement-breakpoint
-- contact_brand held brand names as free text; keep the ones that name a real brand, as ids (decision 0612)
ALTER TABLE "contacts" ADD COLUMN "contact_brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "contacts" SET "contact_brand_ids" = coalesce((SELECT array_agg(b."id" ORDER BY b."id") FROM "brands" b WHERE b."name" = ANY("contacts"."contact_brand")), '{}'::integer[]);--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "contact_brand";--> statement-breakpoint
ALTER TABLE "contacts" RENAME COLUMN "contact_brand_ids" TO "contact_brand";--> statement-breakpoint
ALTER TABLE "brand_product_groups" ADD COLUMN "percentage_tenths" integer;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "parent" integer;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "breadcrumbs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "show_brand_percentage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_partner_brands" ADD CONSTRAINT "trading_partner_brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_brands" ADD CONSTRAINT "trading_partner_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_registrations_contacts" ADD CONSTRAINT "calendar_registrations_contacts_calendar_registrations_id_calendar_registrations_id_fk" FOREIGN KEY ("calendar_registrations_id") REFERENCES "public"."calendar_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_registrations_contacts" ADD CONSTRAINT "calendar_registrations_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sam_contacts" ADD CONSTRAINT "company_sam_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sam_contacts" ADD CONSTRAINT "company_sam_contacts_sam_contact_id_sam_contacts_id_fk" FOREIGN KEY ("sam_contact_id") REFERENCES "public"."sam_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_contacts" ADD CONSTRAINT "sam_contacts_photo_files_id_fk" FOREIGN KEY ("photo") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_partner_brands_brand_idx" ON "trading_partner_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "company_sam_contacts_contact_idx" ON "company_sam_contacts" USING btree ("sam_contact_id");--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_parent_product_groups_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_groups_parent_idx" ON "product_groups" USING btree ("parent");--> statement-breakpoint
ALTER TABLE "calendar_registrations" DROP COLUMN "contact_ids";--> statement-breakpoint
ALTER TABLE "brand_product_groups" ADD CONSTRAINT "brand_product_groups_percentage_check" CHECK ("brand_product_groups"."percentage_tenths" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_status_check" CHECK ("product_groups"."status" in ('draft', 'published', 'archived'));