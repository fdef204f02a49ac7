CREATE TABLE "job_benefits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"icon" uuid,
	"name" text,
	"job_title" text,
	CONSTRAINT "job_benefits_status_check" CHECK ("job_benefits"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "job_benefits_type_check" CHECK ("job_benefits"."type" in ('benefit', 'value', 'employee_feedback'))
);
--> statement-breakpoint
CREATE TABLE "job_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "job_faqs_status_check" CHECK ("job_faqs"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"employment_type" text DEFAULT 'FULL_TIME' NOT NULL,
	"industry" text,
	"title" text NOT NULL,
	"short_description" text,
	"description" text,
	"additional_description_left" text,
	"additional_description_right" text,
	"address" integer,
	"contact" integer,
	"job_benefits" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"faqs" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"date_posted" date,
	"valid_through" date,
	"job_start_date" date,
	"from_monthly_salary" integer,
	"to_monthly_salary" integer,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "jobs_employment_type_check" CHECK ("jobs"."employment_type" in ('FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN', 'INTERN_LB')),
	CONSTRAINT "jobs_dates_check" CHECK ("jobs"."date_posted" is null or "jobs"."valid_through" is null or "jobs"."date_posted" <= "jobs"."valid_through"),
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."from_monthly_salary" is null or "jobs"."to_monthly_salary" is null or "jobs"."from_monthly_salary" <= "jobs"."to_monthly_salary")
);
--> statement-breakpoint
ALTER TABLE "job_benefits" ADD CONSTRAINT "job_benefits_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_benefits" ADD CONSTRAINT "job_benefits_icon_files_id_fk" FOREIGN KEY ("icon") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_faqs" ADD CONSTRAINT "job_faqs_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_address_addresses_id_fk" FOREIGN KEY ("address") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contact_contacts_id_fk" FOREIGN KEY ("contact") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_benefits_type_idx" ON "job_benefits" USING btree ("type");