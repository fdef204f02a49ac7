/**
 * GET /users/me (Directus' `readMe`): the signed-in user as GET extranet/users/me answers it,
 * narrowed to Directus' `fields` and checked like an items list's (items/query.ts): a name the
 * contract's user schema does not have is INVALID_QUERY; dotted paths reach into the company,
 * the sub-users, the permissions and the portal settings.
 */
import { z } from "zod";
import { userSchema, type User } from "../contract/user";
import { parseItemQuery, pickFields, type QueryField, type QuerySpec, type RawQuery } from "../items/query";

/** The object inside a field's schema (through defaults, nullables and lists), if any. */
function objectIn(type: z.ZodTypeAny): z.AnyZodObject | undefined {
  if (type instanceof z.ZodObject) return type;
  if (type instanceof z.ZodDefault) return objectIn(type.removeDefault() as z.ZodTypeAny);
  if (type instanceof z.ZodNullable || type instanceof z.ZodOptional) return objectIn(type.unwrap() as z.ZodTypeAny);
  if (type instanceof z.ZodArray) return objectIn(type.element as z.ZodTypeAny);
  return undefined;
}

/** Output-only fields of an object schema: nested objects (in lists too) become relations. */
function fieldsOf(schema: z.AnyZodObject): Record<string, QueryField> {
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodTypeAny>).map(([name, type]): [string, QueryField] => {
      const inner = objectIn(type);
      return [name, inner ? { type: "json", relation: fieldsOf(inner) } : { type: "json" }];
    }),
  );
}

const USER_FIELDS: QuerySpec = { fields: fieldsOf(userSchema), defaultSort: [] };

/** `user` reduced to the `fields` of the query string (all of it without `fields`). */
export function narrowUser(user: User, query: RawQuery): Partial<User> {
  return pickFields(user, parseItemQuery(USER_FIELDS, query));
}
