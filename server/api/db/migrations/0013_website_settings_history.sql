CREATE TABLE "company_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text DEFAULT 'Unternehmensgeschichte' NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_partner_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer
);
--> statement-breakpoint
CREATE TABLE "trading_partner_website_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_website_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"site_name" text NOT NULL,
	"domain" text,
	"logo" uuid,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"contact_text" text,
	"opening_hours_address" integer,
	"facebook_url" text,
	"instagram_url" text,
	"linkedin_url" text,
	"youtube_url" text,
	"imprint" text,
	"privacy" text,
	"primary_color" text,
	"secondary_color" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_settings_company_unique" UNIQUE("company_id")
);
--> statement-breakpoint
ALTER TABLE "company_history" ADD CONSTRAINT "company_history_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_histories" ADD CONSTRAINT "trading_partner_histories_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_website_settings" ADD CONSTRAINT "trading_partner_website_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_website_settings" ADD CONSTRAINT "trading_partner_website_settings_logo_files_id_fk" FOREIGN KEY ("logo") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_website_settings" ADD CONSTRAINT "trading_partner_website_settings_opening_hours_address_addresses_id_fk" FOREIGN KEY ("opening_hours_address") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;