/** Display helpers for contacts: the full name, and the list grouped by department_web (spec §7). */
import type { Contact } from "#contract/masterdata";

export function contactName(c: Pick<Contact, "title" | "first_name" | "last_name" | "post_title">): string {
  return [c.title, c.first_name, c.last_name, c.post_title].filter(Boolean).join(" ");
}

export interface ContactGroup<T> {
  key: string;
  label: string;
  contacts: T[];
}

/** Groups in the order their first member appears (the list is sorted by sort), members keep that order. */
export function groupByDepartment<T extends Pick<Contact, "department_web">>(contacts: readonly T[], noDepartment: string): ContactGroup<T>[] {
  const groups = new Map<string, ContactGroup<T>>();
  for (const c of contacts) {
    const label = c.department_web?.trim() || noDepartment;
    const key = label.toLowerCase().replace(/[^a-z0-9äöüß]+/g, "-");
    const group = groups.get(key) ?? { key, label, contacts: [] };
    group.contacts.push(c);
    groups.set(key, group);
  }
  return [...groups.values()];
}
