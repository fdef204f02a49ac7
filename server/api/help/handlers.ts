/** The help endpoints' work (contract/endpoints/help.ts); the mount has checked sign-in and the query. */
import type { ApiContext } from "../deps";
import type { HELP_ENDPOINTS } from "../contract/endpoints/help";
import { forbidden } from "../http/errors";
import type { Handlers } from "../http/mount";
import { parseId } from "../http/scope";
import { findInstruction, listInstructions } from "./instructions";

export function helpHandlers(ctx: ApiContext): Handlers<typeof HELP_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    instructions: () => listInstructions(db),
    instruction: ({ params }) => {
      const id = parseId.integer(params.id ?? "");
      if (id === undefined) throw forbidden();
      return findInstruction(db, id);
    },
  };
}
