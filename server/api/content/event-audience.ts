/**
 * Who may see and register for an event (issue 39, decision 0955): the ONE audience condition
 * every partner read of the calendar applies — the lists, the detail, the dashboard widget, the
 * header search index, the full-text search, the notification centre and digests, and the
 * registration itself. An event names partner user types and page permissions (any of each); an
 * empty list does not narrow. The association's staff read every event.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PagePermission, UserType } from "../contract/permissions";

export interface EventReader {
  userType: UserType;
  permissions: ReadonlySet<PagePermission>;
}

const textArray = (values: readonly string[]) => (values.length ? sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);

/** The SQL condition on `calendar_events` (unaliased) that `reader` may see the event. */
export function eventAudience(reader: EventReader): SQL {
  if (reader.userType === "VB") return sql`true`;
  return sql`((cardinality(calendar_events.audience_user_types) = 0 or ${reader.userType} = any(calendar_events.audience_user_types)) and (cardinality(calendar_events.audience_permissions) = 0 or calendar_events.audience_permissions && ${textArray([...reader.permissions])}))`;
}
