ALTER TABLE "companies" DROP CONSTRAINT "companies_relation_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Decision 0950: the document reviewers of decision 0600 become staff with the role Prüfung, and their company the association (VB).
UPDATE "users" SET "staff_roles" = array['PRUEFUNG']::text[] WHERE "document_reviewer";--> statement-breakpoint
UPDATE "companies" SET "relation" = 'VB' WHERE "id" IN (SELECT "company_id" FROM "users" WHERE "document_reviewer");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "document_reviewer";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_relation_check" CHECK ("companies"."relation" in ('HP', 'LF', 'RP', 'VB'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles_check" CHECK ("users"."staff_roles" <@ array['REDAKTION', 'PARTNERVERWALTUNG', 'PRUEFUNG', 'ADMINISTRATION']::text[]);
