/**
 * The contact properties of the user's type (LF 'vL:'/'oL:', HP 'vM:'/'oM:') with the contacts
 * holding each: what /Contact-Properties shows and its CSV export lists.
 */
import { itemsOf } from "#contract/items";
import type { AppLoadContext } from "@remix-run/node";
import type { User } from "#contract";
import { splitProperties } from "#contract/contact-properties";
import { accessSubjectOf } from "#contract/access";
import { contactName } from "~/lib/contacts";
import { loadOrForbidden } from "./editing";

export async function propertyAssignments(context: AppLoadContext, user: User) {
  const [values, contacts] = await Promise.all([
    loadOrForbidden(() => context.upstream.call("definitionValues", { query: { limit: -1 } }).then(itemsOf)),
    loadOrForbidden(() => context.upstream.call("contacts", { query: { sort: "sort" } }).then(itemsOf)),
  ]);
  const userType = accessSubjectOf(user).userType;
  return {
    userType,
    properties: splitProperties(values)[userType].map((p) => ({
      id: p.id,
      label: p.additional3 ?? p.additional1 ?? String(p.id),
      holders: contacts.flatMap((c) => {
        const link = c.property.find((x) => x.definition_value_id === p.id);
        return link ? [{ contactId: c.id, linkId: link.id, name: contactName(c) }] : [];
      }),
    })),
    contacts: contacts.map((c) => ({ id: c.id, name: contactName(c) })),
  };
}
