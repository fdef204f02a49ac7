CREATE TABLE "trading_partner_content_contact_teaser" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_content_contact_teaser_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contact" integer
);
--> statement-breakpoint
CREATE TABLE "trading_partner_content_multiple_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_content_multiple_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_position" text DEFAULT 'grid' NOT NULL,
	CONSTRAINT "content_multiple_images_position_check" CHECK ("trading_partner_content_multiple_images"."image_position" in ('grid', 'slider'))
);
--> statement-breakpoint
CREATE TABLE "trading_partner_content_text_image" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_content_text_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_position" text DEFAULT 'left' NOT NULL,
	CONSTRAINT "content_text_image_position_check" CHECK ("trading_partner_content_text_image"."image_position" in ('left', 'right'))
);
--> statement-breakpoint
CREATE TABLE "trading_partner_content_text" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_content_text_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"layout" text DEFAULT 'normal' NOT NULL,
	CONSTRAINT "content_text_layout_check" CHECK ("trading_partner_content_text"."layout" in ('normal', 'two_columns'))
);
--> statement-breakpoint
CREATE TABLE "trading_partner_content_video" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_content_video_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"video_type" text DEFAULT 'youtube' NOT NULL,
	"link" text,
	CONSTRAINT "content_video_type_check" CHECK ("trading_partner_content_video"."video_type" in ('youtube', 'vimeo'))
);
--> statement-breakpoint
CREATE TABLE "trading_partner_page_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_page_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_partner_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"internal_title" text NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent" integer,
	"publish_from" date,
	"publish_to" date,
	"hide_in_navigation" boolean DEFAULT false NOT NULL,
	"external_link" text,
	CONSTRAINT "pages_publish_window_check" CHECK ("trading_partner_pages"."publish_from" is null or "trading_partner_pages"."publish_to" is null or "trading_partner_pages"."publish_from" <= "trading_partner_pages"."publish_to"),
	CONSTRAINT "pages_parent_check" CHECK ("trading_partner_pages"."parent" is null or "trading_partner_pages"."parent" <> "trading_partner_pages"."id")
);
--> statement-breakpoint
CREATE TABLE "trading_partner_pages_content" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_partner_pages_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page" integer NOT NULL,
	"collection" text NOT NULL,
	"item" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pages_content_link_unique" UNIQUE("page","collection","item")
);
--> statement-breakpoint
ALTER TABLE "trading_partner_content_contact_teaser" ADD CONSTRAINT "trading_partner_content_contact_teaser_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_content_contact_teaser" ADD CONSTRAINT "trading_partner_content_contact_teaser_contact_contacts_id_fk" FOREIGN KEY ("contact") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_content_multiple_images" ADD CONSTRAINT "trading_partner_content_multiple_images_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_content_text_image" ADD CONSTRAINT "trading_partner_content_text_image_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_content_text" ADD CONSTRAINT "trading_partner_content_text_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_content_video" ADD CONSTRAINT "trading_partner_content_video_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_page_data" ADD CONSTRAINT "trading_partner_page_data_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_pages" ADD CONSTRAINT "trading_partner_pages_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_pages" ADD CONSTRAINT "trading_partner_pages_parent_trading_partner_pages_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."trading_partner_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_partner_pages_content" ADD CONSTRAINT "trading_partner_pages_content_page_trading_partner_pages_id_fk" FOREIGN KEY ("page") REFERENCES "public"."trading_partner_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "trading_partner_pages" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "pages_content_item_idx" ON "trading_partner_pages_content" USING btree ("collection","item");