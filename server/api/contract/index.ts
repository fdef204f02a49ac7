export * from "./codes";
export * from "./permissions";
export * from "./user";
export * from "./company";
export * from "./account";
export * from "./masterdata";
export * from "./opening-hours";
export * from "./contact-properties";
