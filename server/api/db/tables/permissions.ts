import { check, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { PAGE_PERMISSIONS, type PagePermission } from "../../values/permissions";
import { inList } from "./columns";
import { users } from "./users";

/** Page permissions (spec §6) held by a user; the API checks these on every call. */
export const userPermissions = pgTable(
  "user_permissions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    identifier: text("identifier").$type<PagePermission>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.identifier] }),
    check("user_permissions_identifier_check", inList(t.identifier, PAGE_PERMISSIONS)),
  ],
);
