CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"street" text,
	"zip" text,
	"city" text,
	"country" text DEFAULT 'DE' NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_relation_check" CHECK ("companies"."relation" in ('HP', 'LF', 'RP'))
);
--> statement-breakpoint
CREATE TABLE "user_sub_users" (
	"parent_user_id" uuid NOT NULL,
	"child_user_id" uuid NOT NULL,
	CONSTRAINT "user_sub_users_parent_user_id_child_user_id_pk" PRIMARY KEY("parent_user_id","child_user_id"),
	CONSTRAINT "user_sub_users_child_unique" UNIQUE("child_user_id"),
	CONSTRAINT "user_sub_users_not_self_check" CHECK ("user_sub_users"."parent_user_id" <> "user_sub_users"."child_user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"avatar" uuid,
	"company_id" integer NOT NULL,
	"account_type" text,
	"status" text DEFAULT 'active' NOT NULL,
	"end_date" timestamp with time zone,
	"accepted_agb" timestamp with time zone,
	"portal_settings" jsonb DEFAULT '{"readNews":[],"importantNews":[]}'::jsonb NOT NULL,
	"favorite_brands" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'suspended')),
	CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" in ('multiuser'))
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	CONSTRAINT "user_permissions_user_id_identifier_pk" PRIMARY KEY("user_id","identifier"),
	CONSTRAINT "user_permissions_identifier_check" CHECK ("user_permissions"."identifier" in ('BRAND', 'NEWS', 'CALENDAR', 'ZRCLIENT', 'UPLOAD', 'SALESREPORT', 'STATISTIC', 'IVO', 'TRADINGPAGES', 'EVA', 'WOHNSINNSPREISE', 'ACCOUNTMANAGEMENT', 'MASTERDATA'))
);
--> statement-breakpoint
CREATE TABLE "permission_cluster_members" (
	"cluster_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "permission_cluster_members_cluster_id_user_id_pk" PRIMARY KEY("cluster_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "permission_cluster_permissions" (
	"cluster_id" integer NOT NULL,
	"identifier" text NOT NULL,
	CONSTRAINT "permission_cluster_permissions_cluster_id_identifier_pk" PRIMARY KEY("cluster_id","identifier"),
	CONSTRAINT "permission_cluster_permissions_identifier_check" CHECK ("permission_cluster_permissions"."identifier" in ('BRAND', 'NEWS', 'CALENDAR', 'ZRCLIENT', 'UPLOAD', 'SALESREPORT', 'STATISTIC', 'IVO', 'TRADINGPAGES', 'EVA', 'WOHNSINNSPREISE', 'ACCOUNTMANAGEMENT', 'MASTERDATA'))
);
--> statement-breakpoint
CREATE TABLE "permission_clusters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permission_clusters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"impersonated_by" uuid,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_scope_check" CHECK ("login_failures"."scope" in ('account', 'ip'))
);
--> statement-breakpoint
ALTER TABLE "user_sub_users" ADD CONSTRAINT "user_sub_users_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sub_users" ADD CONSTRAINT "user_sub_users_child_user_id_users_id_fk" FOREIGN KEY ("child_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_cluster_members" ADD CONSTRAINT "permission_cluster_members_cluster_id_permission_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."permission_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_cluster_members" ADD CONSTRAINT "permission_cluster_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_cluster_permissions" ADD CONSTRAINT "permission_cluster_permissions_cluster_id_permission_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."permission_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_clusters" ADD CONSTRAINT "permission_clusters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_impersonated_by_users_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "permission_cluster_members_user_id_idx" ON "permission_cluster_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "permission_clusters_company_id_idx" ON "permission_clusters" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "login_failures_scope_key_failed_at_idx" ON "login_failures" USING btree ("scope","key","failed_at");