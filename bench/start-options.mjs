// How `npm start` runs the built server (package.json "start", decision 0520): the bench starts the
// portal the same way, so its memory and CPU are the production figures.
// server/start-script.test.ts holds the two together.
export const startEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" });
export const startNodeArgs = (env = process.env) => [`--max-old-space-size=${env.PORTAL_HEAP_MB ?? "512"}`];
