/**
 * The work of the event endpoints (contract/endpoints/events.ts); the mount has checked sign-in,
 * the access rule (Redaktion), the query and the body.
 */
import type { EVENTS_ENDPOINTS } from "../contract/endpoints/events";
import type { ApiContext } from "../deps";
import { forbidden } from "../http/errors";
import type { Handlers } from "../http/mount";
import { parseId } from "../http/scope";
import { createManagedEvent, deleteManagedEvent, listEventRegistrations, listManagedEvents, readManagedEvent, updateManagedEvent } from "./service";

const idOf = (raw: string | undefined) => {
  const id = parseId.integer(raw ?? "");
  if (id === undefined) throw forbidden();
  return id;
};

export function eventHandlers(ctx: ApiContext): Handlers<typeof EVENTS_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    eventManagementList: ({ query }) => listManagedEvents(db, ctx.now(), { ...query, search: query.search || undefined }),
    eventManagementCreate: ({ auth, body }) => createManagedEvent(ctx, auth, body),
    eventManagementItem: ({ params }) => readManagedEvent(db, idOf(params.id)),
    eventManagementUpdate: ({ auth, params, body }) => updateManagedEvent(ctx, auth, idOf(params.id), body),
    eventManagementDelete: ({ auth, params }) => deleteManagedEvent(ctx, auth, idOf(params.id)),
    eventManagementRegistrations: ({ params, query }) => listEventRegistrations(db, idOf(params.id), query),
  };
}
