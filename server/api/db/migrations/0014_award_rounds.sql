CREATE TABLE "award_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"year" smallint NOT NULL,
	"submission_from" timestamp with time zone NOT NULL,
	"submission_until" timestamp with time zone NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_rounds_year_unique" UNIQUE("year")
);
--> statement-breakpoint
CREATE TABLE "award_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"images" uuid[] DEFAULT '{}' NOT NULL,
	"submitted_at" timestamp with time zone,
	"user_updated" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_submissions_one_per_category" UNIQUE("round_id","company_id","category_id"),
	CONSTRAINT "award_submissions_status_check" CHECK ("award_submissions"."status" in ('draft', 'submitted', 'awarded'))
);
--> statement-breakpoint
ALTER TABLE "award_categories" ADD CONSTRAINT "award_categories_round_id_award_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."award_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_submissions" ADD CONSTRAINT "award_submissions_round_id_award_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."award_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_submissions" ADD CONSTRAINT "award_submissions_category_id_award_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."award_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_submissions" ADD CONSTRAINT "award_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_submissions" ADD CONSTRAINT "award_submissions_user_updated_users_id_fk" FOREIGN KEY ("user_updated") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_categories_round_idx" ON "award_categories" USING btree ("round_id","sort");--> statement-breakpoint
CREATE INDEX "award_submissions_company_idx" ON "award_submissions" USING btree ("company_id","round_id");