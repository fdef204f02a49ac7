CREATE TABLE "content_image_texts" (
	"collection" text NOT NULL,
	"item" integer NOT NULL,
	"field" text NOT NULL,
	"alt" varchar(250),
	"decorative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "content_image_texts_collection_item_field_pk" PRIMARY KEY("collection","item","field")
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD COLUMN "alt" varchar(250);--> statement-breakpoint
ALTER TABLE "content_images" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;