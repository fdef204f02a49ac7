CREATE TABLE "document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"published_on" timestamp with time zone NOT NULL,
	"replaced_on" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	CONSTRAINT "document_versions_document_version_unique" UNIQUE("document_id","version")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version_of" integer;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_versions_file_idx" ON "document_versions" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_version_of_documents_id_fk" FOREIGN KEY ("version_of") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_version_of_idx" ON "documents" USING btree ("version_of");--> statement-breakpoint
CREATE INDEX "documents_valid_to_idx" ON "documents" USING btree ("valid_to");