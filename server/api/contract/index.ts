export * from "./codes";
export * from "./permissions";
export * from "./user";
export * from "./company";
export * from "./content";
