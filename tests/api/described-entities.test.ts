/**
 * Decision 0527's promise: adding a field to a described master-data entity is its description
 * entry (with its German label) and its column — the contract's schemas, the API's column
 * mapping, the form schema, defaults, payload, the form's fields and the list columns pick it up.
 */
import { describe, expect, it } from "vitest";
import { addressEntity } from "#contract/entities/addresses";
import { contactEntity } from "#contract/entities/contacts";
import { answerSchemaOf, defineEntity, entityDefaultsOf, entityField, entityFormSchemaOf, entityScreenOf, payloadSchemaOf } from "#contract/entities/describe";
import { contactSchema } from "#contract/masterdata";
import { shownFields } from "~/components/form/entity-fields";
import { entityColumns } from "~/lib/entities/columns";
import { entityPayload } from "~/lib/entities/payload";
import { contacts } from "../../server/api/db/schema";
import { checkColumns, plainAnswer, queryFieldsOf, toColumns } from "../../server/api/masterdata/entity-columns";

/** A copy of the contact description with one more field: a nickname in the person section, listed. */
const withNickname = defineEntity({
  ...contactEntity,
  fields: { ...contactEntity.fields, nick_name: entityField.text({ label: "Spitzname", section: "person", max: 40 }) },
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
    expect(entityFormSchemaOf(withNickname).safeParse({ last_name: "Klocke", nick_name: "x".repeat(41) }).error?.issues[0]).toMatchObject({ path: ["nick_name"], message: "Dieser Text ist zu lang." });
    expect(entityDefaultsOf(withNickname, null)).toMatchObject({ nick_name: "" });
    expect(entityDefaultsOf(withNickname, { id: 1, version: 2, nick_name: "Bine" })).toMatchObject({ nick_name: "Bine", version: "2" });
    expect(entityPayload(withNickname, { ...form, version: 2 }, { nick_name: "Alt", last_name: "Klocke", version: 2 })).toMatchObject({ nick_name: "Bine", version: 2 });
    // emptied: sent as null
    const cleared = entityFormSchemaOf(withNickname).parse({ last_name: "Klocke", nick_name: "" });
    expect(entityPayload(withNickname, cleared, { nick_name: "Alt", last_name: "Klocke", version: 2 })).toMatchObject({ nick_name: null });
  });

  it("is rendered in its section with its German label and appears in the list and export", () => {
    const screen = entityScreenOf(withNickname);
    expect(shownFields(screen, true).filter((f) => f.section === "person").map((f) => f.name)).toContain("nick_name");
    expect(screen.fields.find((f) => f.name === "nick_name")).toMatchObject({ label: "Spitzname", input: "text", required: false });
    const columns = entityColumns<Record<string, unknown>>(screen.columns);
    expect(columns.map((c) => c.header)).toEqual(["E-Mail", "Telefon", "Status", "Spitzname"]);
    expect(columns.at(-1)!.value({ nick_name: "Bine" })).toBe("Bine");
    expect(entityColumns(screen.export).map((c) => c.header)).toContain("Spitzname");
  });
});

describe("described entities", () => {
  it("every field has a German label; select options are labelled; create-only fields stay out of an update", () => {
    for (const d of [contactEntity, addressEntity]) {
      for (const f of entityScreenOf(d).fields) expect(f.label, `${d.name}.${f.name}`).toMatch(/^[A-ZÄÖÜ]/);
    }
    expect(payloadSchemaOf(addressEntity, "create").safeParse({ address_type: "FI", country: "de" }).data).toEqual({ address_type: "FI", country: "DE" });
    expect(payloadSchemaOf(addressEntity, "update", { versionRequired: true }).safeParse({ address_type: "FI", version: 1 }).success).toBe(false);
  });
});
