/**
 * Decision 0527's promise: adding a field to a described master-data entity is its description
 * entry (with its label, a text key of the locale files) and its column — the contract's schemas, the API's column
 * mapping, the form schema, defaults, payload, the form's fields and the list columns pick it up.
 * Scope, archiving and the hooks (a contact's areas and properties) are options of the
 * description: the API's generic pieces read them (server/api/masterdata/binding.ts).
 */
import { FIELD_MESSAGES } from "#contract/text-key";
import { and, eq, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addressEntity } from "#contract/entities/addresses";
import { companyEntity } from "#contract/entities/company";
import { contactEntity } from "#contract/entities/contacts";
import { permissionClusterEntity } from "#contract/entities/permission-clusters";
import { answerSchemaOf, defineEntity, entityDefaultsOf, entityFormSchemaOf, entityScreenOf, field, listItemSchemaOf, payloadSchemaOf, TOO_LONG } from "#contract/describe";
import { contactSchema } from "#contract/masterdata";
import { shownFields } from "~/components/form/entity-fields";
import { entityScreen } from "~/.server/entity-screen";
import { registerDescriptions } from "~/locales/de/descriptions";
import { entityColumns } from "~/lib/entities/columns";
import { entityPayload } from "~/lib/entities/payload";
import { companyBinding } from "../../server/api/company/service";
import { DEMO_COMPANIES } from "../../server/api/seed/demo";
import { addresses, areaContacts, companies, contacts } from "../../server/api/db/schema";
import { addressBinding } from "../../server/api/masterdata/addresses";
import { archives, bindEntity, listScopeOf, recordScopeOf, refuseArchive, scopeOf } from "../../server/api/masterdata/binding";
import { contactBinding } from "../../server/api/masterdata/contacts";
import { checkColumns, plainAnswer, queryFieldsOf, toColumns } from "../../server/api/masterdata/entity-columns";
import { useTestApi } from "./fixture";

const t = useTestApi();

/** A copy of the contact description with one more field: a nickname in the person section, listed. */
const withNickname = defineEntity({
  ...contactEntity,
  fields: { ...contactEntity.fields, nick_name: field.text("Spitzname", { max: 40, tooLong: TOO_LONG, section: "person" }) },
  list: { columns: [...contactEntity.list.columns, "nick_name"], export: [...contactEntity.list.export, "nick_name"] },
});
/** …and the migration's column (camelCase of the field name; a text column like the last name). */
const table = { ...contacts, nickName: contacts.lastName } as typeof contacts;

describe("a field added to a described entity", () => {
  it("is in the contract's answer and payload", () => {
    const answer = answerSchemaOf(withNickname);
    expect(answer.shape).toHaveProperty("nick_name");
    expect(Object.keys(answer.shape)).toEqual([...Object.keys(contactSchema.shape).filter((k) => k !== "version"), "nick_name", "version"]);
    const payload = payloadSchemaOf(withNickname, "update");
    expect(payload.parse({ nick_name: " Bine " })).toEqual({ nick_name: "Bine" });
    expect(payload.safeParse({ nick_name: "x".repeat(41) }).success).toBe(false);
    // the original description does not know it
    expect(payloadSchemaOf(contactEntity, "update").safeParse({ nick_name: "Bine" }).success).toBe(false);
  });

  it("is in a list's row only where the list names it (decision 0989)", () => {
    const row = listItemSchemaOf(withNickname, ["last_name", "nick_name"]);
    expect(Object.keys(row.shape)).toEqual(["id", "last_name", "nick_name"]);
    expect(row.shape.nick_name).toBe(answerSchemaOf(withNickname).shape.nick_name);
    expect(Object.keys(listItemSchemaOf(contactEntity, ["last_name"]).shape)).toEqual(["id", "last_name"]);
    expect(() => listItemSchemaOf(contactEntity, ["nick_name" as "last_name"])).toThrow(/unknown field nick_name/);
  });

  it("maps to its column in the API (write, read, query)", () => {
    expect(() => checkColumns(withNickname, table)).not.toThrow();
    expect(() => checkColumns(withNickname, contacts)).toThrow(/nick_name has no column nickName/);
    expect(toColumns(withNickname, { nick_name: "Bine", last_name: "Klocke", areas: ["website"] })).toEqual({ nickName: "Bine", lastName: "Klocke" });
    expect(plainAnswer(withNickname, { nickName: "Bine", lastName: "Klocke" })).toMatchObject({ nick_name: "Bine", last_name: "Klocke" });
    expect(queryFieldsOf(withNickname, table).nick_name).toMatchObject({ type: "string" });
  });

  it("is validated, defaulted and sent by the portal's form", () => {
    const form = entityFormSchemaOf(withNickname).parse({ last_name: "Klocke", nick_name: "Bine" });
    expect(form).toMatchObject({ nick_name: "Bine" });
    expect(entityFormSchemaOf(withNickname).safeParse({ last_name: "Klocke", nick_name: "x".repeat(41) }).error?.issues[0]).toMatchObject({ path: ["nick_name"], message: FIELD_MESSAGES.textTooLong });
    expect(entityDefaultsOf(withNickname, null)).toMatchObject({ nick_name: "" });
    expect(entityDefaultsOf(withNickname, { id: 1, version: 2, nick_name: "Bine" })).toMatchObject({ nick_name: "Bine", version: "2" });
    expect(entityPayload(withNickname, { ...form, version: 2 }, { nick_name: "Alt", last_name: "Klocke", version: 2 })).toMatchObject({ nick_name: "Bine", version: 2 });
    // emptied: sent as null
    const cleared = entityFormSchemaOf(withNickname).parse({ last_name: "Klocke", nick_name: "" });
    expect(entityPayload(withNickname, cleared, { nick_name: "Alt", last_name: "Klocke", version: 2 })).toMatchObject({ nick_name: null });
  });

  it("is rendered in its section with its German label and appears in the list and export", () => {
    registerDescriptions();
    const screen = entityScreen(withNickname);
    expect(shownFields(screen, true).filter((f) => f.section === "person").map((f) => f.name)).toContain("nick_name");
    expect(screen.fields.find((f) => f.name === "nick_name")).toMatchObject({ label: "Spitzname", input: "text", required: false });
    const columns = entityColumns<Record<string, unknown>>(screen.columns);
    expect(columns.map((c) => c.header)).toEqual(["E-Mail", "Telefon", "Status", "Spitzname"]);
    expect(columns.at(-1)!.value({ nick_name: "Bine" })).toBe("Bine");
    expect(entityColumns(screen.export).map((c) => c.header)).toContain("Spitzname");
  });
});

describe("described entities", () => {
  it("every field has a label (a text key, decision 0967); select options are labelled; create-only fields stay out of an update", () => {
    for (const d of [contactEntity, addressEntity]) {
      for (const f of entityScreenOf(d).fields) expect(f.label, `${d.name}.${f.name}`).toMatch(/^descriptions\.[a-zA-Z]+\.[a-zA-Z]+$/);
    }
    expect(payloadSchemaOf(addressEntity, "create").safeParse({ address_type: "FI", country: "de" }).data).toEqual({ address_type: "FI", country: "DE" });
    expect(payloadSchemaOf(addressEntity, "update", { versionRequired: true }).safeParse({ address_type: "FI", version: 1 }).success).toBe(false);
  });
});

describe("scope, archiving and hooks are options of the description", () => {
  const sommer = DEMO_COMPANIES.sommer.id;
  const idsOf = async (table: typeof contacts | typeof addresses | typeof companies, where: SQL) => (await t.database.db.select({ id: table.id }).from(table).where(where)).map((r) => r.id).sort((a, b) => a - b);

  it("the descriptions state them; a field that is not a column belongs to one hook", () => {
    expect(contactEntity).toMatchObject({ scope: "company", archive: { field: "status", value: "archived", refusedWhile: "areas" }, hooks: { areas: { fields: ["areas"] }, properties: { fields: ["property"] } } });
    expect(addressEntity).toMatchObject({ scope: "company", hooks: { openingHours: { fields: ["opening_hours"] } } });
    expect(addressEntity.archive).toBeUndefined();
    expect(permissionClusterEntity).toMatchObject({ scope: "company", hooks: { permissions: { fields: ["permissions"] }, members: { fields: ["members"] } } });
    expect(companyEntity).toMatchObject({ scope: "own-record" });
    const { properties: _, ...areasOnly } = contactEntity.hooks!;
    expect(() => defineEntity({ ...contactEntity, hooks: areasOnly } as typeof contactEntity)).toThrow(/property is not a column and must belong to one hook/);
    expect(() => defineEntity({ ...contactEntity, archive: { field: "status", value: "deleted" } })).toThrow(/archive value deleted is not an option of status/);
  });

  it("the list leaves out what the archive option archives; a copy without the option lists every row", async () => {
    const db = t.database.db;
    const [free] = await db.select().from(contacts).where(and(eq(contacts.companyId, sommer), eq(contacts.lastName, "Yilmaz")));
    await db.update(contacts).set({ status: "archived" }).where(eq(contacts.id, free!.id));
    const all = await idsOf(contacts, eq(contacts.companyId, sommer));
    expect(await idsOf(contacts, listScopeOf(contactBinding, sommer))).toEqual(all.filter((id) => id !== free!.id));
    // archived records stay readable one by one
    expect(await idsOf(contacts, recordScopeOf(contactBinding, sommer, free!.id))).toEqual([free!.id]);
    const unarchived = bindEntity({ ...contactEntity, archive: undefined }, { table: contacts, hooks: contactBinding.hooks });
    expect(await idsOf(contacts, listScopeOf(unarchived, sommer))).toEqual(all);
    // whether an update archives is the option's too
    expect(archives(contactBinding, { status: "published" }, { status: "archived" })).toBe(true);
    expect(archives(contactBinding, { status: "archived" }, { status: "archived" })).toBe(false);
    expect(archives(unarchived, { status: "published" }, { status: "archived" })).toBe(false);
    await db.update(contacts).set({ status: "published" }).where(eq(contacts.id, free!.id));
  });

  it("the archive is refused by the hook the description names, with the contact service's message", async () => {
    const db = t.database.db;
    const [owner] = await db.select({ id: areaContacts.contactId, area: areaContacts.area }).from(areaContacts).innerJoin(contacts, eq(contacts.id, areaContacts.contactId)).where(eq(contacts.companyId, sommer)).limit(1);
    await expect(db.transaction((tx) => refuseArchive(contactBinding, tx, owner!.id))).rejects.toThrow(/^Invalid payload\. The contact is the contact person of: /);
    const unrefused = bindEntity({ ...contactEntity, archive: { field: "status", value: "archived" } }, { table: contacts, hooks: contactBinding.hooks });
    await expect(db.transaction((tx) => refuseArchive(unrefused, tx, owner!.id))).resolves.toBeUndefined();
    // a binding whose hook cannot refuse what the description says it refuses does not start
    expect(() => bindEntity(contactEntity, { table: contacts, hooks: { ...contactBinding.hooks, areas: { load: contactBinding.hooks.areas.load } } })).toThrow(/hook areas cannot refuse archiving/);
  });

  it("the scope: the company's records, or the company's own record", async () => {
    const other = DEMO_COMPANIES.nordholz.id;
    expect(await idsOf(addresses, scopeOf(addressBinding, sommer))).toEqual(await idsOf(addresses, eq(addresses.companyId, sommer)));
    expect(await idsOf(addresses, scopeOf(addressBinding, other))).not.toEqual(await idsOf(addresses, scopeOf(addressBinding, sommer)));
    expect(await idsOf(companies, scopeOf(companyBinding, sommer))).toEqual([sommer]);
    expect(await idsOf(companies, recordScopeOf(companyBinding, sommer, other))).toEqual([]);
    // a company-scoped description needs the table's company column
    expect(() => bindEntity({ ...companyEntity, scope: "company" }, { table: companies, hooks: {} })).toThrow(/needs a companyId column/);
  });
});
