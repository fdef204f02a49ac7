ALTER TABLE "trading_partner_content_text" DROP CONSTRAINT "content_text_layout_check";--> statement-breakpoint
UPDATE "trading_partner_content_text" SET "layout" = 'cols' WHERE "layout" = 'two_columns';--> statement-breakpoint
ALTER TABLE "trading_partner_content_text" ADD CONSTRAINT "content_text_layout_check" CHECK ("trading_partner_content_text"."layout" in ('normal', 'cols'));
