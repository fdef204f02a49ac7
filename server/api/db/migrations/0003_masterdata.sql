CREATE TABLE "lookups" (
	"id" text PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"name" text NOT NULL,
	"parent" text,
	CONSTRAINT "lookups_collection_check" CHECK ("lookups"."collection" in ('department', 'jobtitle', 'country', 'sales_region', 'sales_state'))
);
--> statement-breakpoint
CREATE TABLE "definition_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "definition_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'published' NOT NULL,
	"additional1" text,
	"additional3" text,
	"additional5" text,
	CONSTRAINT "definition_values_status_check" CHECK ("definition_values"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "area_contacts" (
	"company_id" integer NOT NULL,
	"area" text NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "area_contacts_company_id_area_pk" PRIMARY KEY("company_id","area")
);
--> statement-breakpoint
CREATE TABLE "contact_properties" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contact_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"definition_value_id" integer NOT NULL,
	CONSTRAINT "contact_properties_contact_id_definition_value_id_pk" PRIMARY KEY("contact_id","definition_value_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"first_name" text,
	"last_name" text NOT NULL,
	"title" text,
	"post_title" text,
	"gender" text,
	"position" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"department" text,
	"jobtitle" text,
	"department_web" text,
	"jobtitle_web" text,
	"quote" text,
	"thumbnail" uuid,
	"show_on_website" boolean DEFAULT true NOT NULL,
	"show_email" boolean DEFAULT true NOT NULL,
	"show_phone" boolean DEFAULT true NOT NULL,
	"sales_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_brand" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"customer_created" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_status_check" CHECK ("contacts"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "contacts_gender_check" CHECK ("contacts"."gender" in ('F', 'M', 'C')),
	CONSTRAINT "contacts_position_check" CHECK ("contacts"."position" in ('LTG', 'MA'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"name" text,
	"street" text,
	"zip" text,
	"city" text,
	"country" text DEFAULT 'DE' NOT NULL,
	"phone" text,
	"email" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type_check" CHECK ("addresses"."address_type" in ('PA', 'RA', 'PO', 'FI', 'CA', 'LA', 'SO'))
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "opening_hours_range_check" CHECK ("opening_hours"."from_time" < "opening_hours"."to_time")
);
--> statement-breakpoint
CREATE TABLE "customer_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"date" date NOT NULL,
	"customer_name" text,
	"rating" smallint NOT NULL,
	"recommend" smallint NOT NULL,
	"comment" text,
	CONSTRAINT "customer_feedback_status_check" CHECK ("customer_feedback"."status" in ('new', 'in_progress', 'done')),
	CONSTRAINT "customer_feedback_rating_check" CHECK ("customer_feedback"."rating" between 1 and 5),
	CONSTRAINT "customer_feedback_recommend_check" CHECK ("customer_feedback"."recommend" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"user_id" uuid,
	"company_id" integer NOT NULL,
	"collection" text NOT NULL,
	"item" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_action_check" CHECK ("activity"."action" in ('create', 'update', 'delete', 'sort', 'status'))
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"collection" text NOT NULL,
	"item" text NOT NULL,
	"delta" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_contacts" ADD CONSTRAINT "area_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_contacts" ADD CONSTRAINT "area_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_properties" ADD CONSTRAINT "contact_properties_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_properties" ADD CONSTRAINT "contact_properties_definition_value_id_definition_values_id_fk" FOREIGN KEY ("definition_value_id") REFERENCES "public"."definition_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_department_lookups_id_fk" FOREIGN KEY ("department") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_jobtitle_lookups_id_fk" FOREIGN KEY ("jobtitle") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_thumbnail_files_id_fk" FOREIGN KEY ("thumbnail") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_feedback" ADD CONSTRAINT "customer_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lookups_collection_idx" ON "lookups" USING btree ("collection");--> statement-breakpoint
CREATE INDEX "area_contacts_contact_idx" ON "area_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_company_sort_idx" ON "contacts" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "opening_hours_address_idx" ON "opening_hours" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "customer_feedback_company_date_idx" ON "customer_feedback" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "activity_record_idx" ON "activity" USING btree ("collection","item");--> statement-breakpoint
CREATE INDEX "revisions_activity_idx" ON "revisions" USING btree ("activity_id");