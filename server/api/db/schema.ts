/** The database schema: one module per concept under ./tables, re-exported for drizzle and drizzle-kit. */
export * from "./tables/companies";
export * from "./tables/users";
export * from "./tables/permissions";
export * from "./tables/permission-clusters";
export * from "./tables/auth-sessions";
export * from "./tables/login-failures";
export * from "./tables/files";
export * from "./tables/brands";
export * from "./tables/news";
export * from "./tables/calendar";
export * from "./tables/documents";
export * from "./tables/partner-services";
