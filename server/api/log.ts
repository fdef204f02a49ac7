/** How the API logs: one function its host hands in (ApiDeps.log), so the API needs no logger of its own. */
export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFn = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;
