import { isNull, sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { PortalSettings } from "../../values/settings";
import { STAFF_ROLES, type StaffRole } from "../../values/permissions";
import { LANGUAGES, type Language } from "../../values/languages";
import { companies } from "./companies";
import { inList, timestamps, timestamptz } from "./columns";

export const USER_STATUSES = ["active", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ACCOUNT_TYPES = ["multiuser"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** stored lowercase (CHECK), so the unique index is case-insensitive in effect */
    email: text("email").notNull().unique("users_email_unique"),
    /** argon2id PHC string */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** file id of the avatar image */
    avatar: uuid("avatar"),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    accountType: text("account_type").$type<AccountType>(),
    status: text("status").$type<UserStatus>().notNull().default("active"),
    /** account is treated as suspended from this moment on (spec §4: suspend sets end_date = now) */
    endDate: timestamptz("end_date"),
    acceptedAgb: timestamptz("accepted_agb"),
    /** version of the terms of use accepted at `acceptedAgb` */
    acceptedAgbVersion: text("accepted_agb_version"),
    portalSettings: jsonb("portal_settings")
      .$type<PortalSettings>()
      .notNull()
      .default({ readNews: [], importantNews: [] }),
    /** brand ids */
    favoriteBrands: integer("favorite_brands").array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The association's staff roles (issue 39, decision 0950; Prüfung replaced document_reviewer of
     * decision 0600). Not page permissions on purpose: no partner can grant one through account
     * management or permission clusters, and they count only for users of the association (VB).
     */
    staffRoles: text("staff_roles").array().$type<StaffRole[]>().notNull().default(sql`'{}'::text[]`),
    /** when the user last signed in themselves (a session an administrator opened as them does not count) */
    lastLoginAt: timestamptz("last_login_at"),
    /** TOTP secret, AES-GCM encrypted with a key derived from the server secret (decision 0550); null = two-factor off */
    tfaSecret: text("tfa_secret"),
    /** last TOTP time step accepted: a code is refused again within its window */
    tfaLastStep: integer("tfa_last_step"),
    /** SHA-256 hashes of the unused recovery codes */
    tfaRecoveryCodes: text("tfa_recovery_codes").array().notNull().default(sql`'{}'::text[]`),
    /** the association's support reset the second factor: held at its setup until set up again (decision 0952) */
    tfaSetupRequired: boolean("tfa_setup_required").notNull().default(false),
    /**
     * When the person was erased (issue 41, decision 0981): the row stays so what refers to it
     * (the audit trail, a submitted document, an approval) keeps pointing at one person, but holds
     * only their pseudonym; it signs in nowhere and is listed nowhere.
     */
    erasedAt: timestamptz("erased_at"),
    /** the language the user chose (issue 42): pages after sign-in and every mail to them */
    language: text("language").$type<Language>().notNull().default("de"),
    ...timestamps,
  },
  (t) => [
    check("users_email_lowercase_check", sql`${t.email} = lower(${t.email})`),
    check("users_status_check", inList(t.status, USER_STATUSES)),
    check("users_account_type_check", inList(t.accountType, ACCOUNT_TYPES)),
    check("users_language_check", inList(t.language, LANGUAGES)),
    check("users_staff_roles_check", sql`${t.staffRoles} <@ array[${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(", "))}]::text[]`),
    index("users_company_id_idx").on(t.companyId),
  ],
);

/** Parent account → its sub-accounts (spec: multi-user accounts switch into these). A child has one parent. */
export const userSubUsers = pgTable(
  "user_sub_users",
  {
    parentUserId: uuid("parent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childUserId: uuid("child_user_id")
      .notNull()
      .unique("user_sub_users_child_unique")
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.parentUserId, t.childUserId] }),
    check("user_sub_users_not_self_check", sql`${t.parentUserId} <> ${t.childUserId}`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Accounts not erased: every list and lookup of accounts reads only these (decision 0981). */
export const notErased = isNull(users.erasedAt);
