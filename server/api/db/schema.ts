/** The database schema: one module per concept under ./tables, re-exported for drizzle and drizzle-kit. */
export * from "./tables/companies";
export * from "./tables/users";
export * from "./tables/permissions";
export * from "./tables/permission-clusters";
export * from "./tables/auth-sessions";
export * from "./tables/login-failures";
export * from "./tables/files";
export * from "./tables/password-resets";
export * from "./tables/audit-log";
export * from "./tables/lookups";
export * from "./tables/definition-values";
export * from "./tables/contacts";
export * from "./tables/addresses";
export * from "./tables/customer-feedback";
export * from "./tables/audit";
