CREATE TABLE "instruction_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instruction_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instruction_id" integer NOT NULL,
	"parent_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" uuid,
	"image_alt" text
);
--> statement-breakpoint
CREATE TABLE "instructions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"screens" text[] DEFAULT '{}' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructions_status_check" CHECK ("instructions"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "instruction_steps" ADD CONSTRAINT "instruction_steps_instruction_id_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_steps" ADD CONSTRAINT "instruction_steps_parent_id_instruction_steps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."instruction_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_steps" ADD CONSTRAINT "instruction_steps_image_files_id_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instruction_steps_instruction_idx" ON "instruction_steps" USING btree ("instruction_id","sort");