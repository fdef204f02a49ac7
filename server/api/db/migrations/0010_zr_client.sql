CREATE TABLE "zr_accounts" (
	"accid" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"federation" text NOT NULL,
	"brand_name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"tab_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zr_closed_months" (
	"accid" text NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zr_closed_months_accid_month_pk" PRIMARY KEY("accid","month")
);
--> statement-breakpoint
CREATE TABLE "zr_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zr_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"receipt_date" date NOT NULL,
	"supplier_accid" text,
	"supplier_name" text NOT NULL,
	"partner_accid" text,
	"partner_name" text NOT NULL,
	"brand" text NOT NULL,
	"gross_cents" bigint NOT NULL,
	"run_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zr_receipts_kind_check" CHECK ("zr_receipts"."kind" in ('invoice', 'credit')),
	CONSTRAINT "zr_receipts_amount_check" CHECK ("zr_receipts"."gross_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "zr_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zr_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"accid" text NOT NULL,
	"month" text NOT NULL,
	"partner_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "zr_sales_month_partner_uq" UNIQUE("accid","month","partner_name"),
	CONSTRAINT "zr_sales_amount_check" CHECK ("zr_sales"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "zr_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"accid" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "zr_sessions_kind_check" CHECK ("zr_sessions"."kind" in ('HP', 'LF'))
);
--> statement-breakpoint
CREATE TABLE "zr_settlement_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zr_settlement_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"accid" text NOT NULL,
	"number" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"receipt_count" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "zr_runs_number_uq" UNIQUE("accid","number"),
	CONSTRAINT "zr_runs_status_check" CHECK ("zr_settlement_runs"."status" in ('open', 'settled', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "zr_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zr_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"accid" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zr_uploads_kind_check" CHECK ("zr_uploads"."kind" in ('pdf', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "zr_accounts" ADD CONSTRAINT "zr_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zr_closed_months" ADD CONSTRAINT "zr_closed_months_accid_zr_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."zr_accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zr_receipts" ADD CONSTRAINT "zr_receipts_supplier_accid_zr_accounts_accid_fk" FOREIGN KEY ("supplier_accid") REFERENCES "public"."zr_accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zr_receipts" ADD CONSTRAINT "zr_receipts_partner_accid_zr_accounts_accid_fk" FOREIGN KEY ("partner_accid") REFERENCES "public"."zr_accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zr_sales" ADD CONSTRAINT "zr_sales_accid_zr_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."zr_accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zr_sessions" ADD CONSTRAINT "zr_sessions_accid_zr_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."zr_accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zr_settlement_runs" ADD CONSTRAINT "zr_settlement_runs_accid_zr_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."zr_accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zr_uploads" ADD CONSTRAINT "zr_uploads_accid_zr_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."zr_accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zr_accounts_company_idx" ON "zr_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "zr_receipts_supplier_idx" ON "zr_receipts" USING btree ("supplier_accid","receipt_date");--> statement-breakpoint
CREATE INDEX "zr_receipts_partner_idx" ON "zr_receipts" USING btree ("partner_accid","receipt_date");--> statement-breakpoint
CREATE INDEX "zr_sessions_expires_idx" ON "zr_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "zr_runs_accid_idx" ON "zr_settlement_runs" USING btree ("accid","period_from");--> statement-breakpoint
CREATE INDEX "zr_uploads_accid_idx" ON "zr_uploads" USING btree ("accid","created_at");