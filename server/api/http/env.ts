import type { AuthContext } from "../auth/sessions";

/** Hono environment of every API router. `auth` is set by requireAuth on protected routes. */
export interface ApiEnv {
  Variables: {
    auth: AuthContext;
    /** the endpoint table's name of the route that answers (mount.ts), for the metrics */
    endpoint: string;
  };
}
