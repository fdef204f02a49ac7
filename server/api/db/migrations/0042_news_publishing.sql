CREATE TABLE "news_brands" (
	"news_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "news_brands_news_id_brand_id_pk" PRIMARY KEY("news_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "news" DROP CONSTRAINT "news_brand_id_brands_id_fk";
--> statement-breakpoint
DROP INDEX "news_brand_id_idx";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "user_types" text[] DEFAULT '{HP,LF}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_brands" ADD CONSTRAINT "news_brands_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_brands" ADD CONSTRAINT "news_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_brands_brand_id_idx" ON "news_brands" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_status_published_on_idx" ON "news" USING btree ("status","published_on");--> statement-breakpoint
INSERT INTO "news_brands" ("news_id", "brand_id") SELECT "id", "brand_id" FROM "news" WHERE "brand_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "brand_id";--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'planned', 'published', 'unpublished'));