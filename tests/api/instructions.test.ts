/** items/instruction (issue 15): published instructions only, nested steps, their images readable by every member. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Instruction, InstructionSummary } from "#contract/instructions";
import { instructions } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

describe("items/instruction", () => {
  it("lists the published instructions only, for every member", async () => {
    const { access_token } = await api.login(DEMO_USERS.leser.email);
    const list = await dataOf<InstructionSummary[]>(await api.request("GET", "/api/items/instruction", { token: access_token }));
    expect(list.map((i) => i.title)).toEqual([
      "Anmelden und Passwort zurücksetzen",
      "Zu einer Veranstaltung anmelden",
      "Ansprechpartner pflegen",
      "Dokumente zur Prüfung einreichen",
      "Belege in der Zentralregulierung hochladen",
    ]);
    expect(list.every((i) => i.status === "published")).toBe(true);
  });

  it("answers a draft like a missing instruction: FORBIDDEN", async () => {
    const { access_token } = await api.login(DEMO_USERS.haendler.email);
    const [draft] = await api.database.db.select({ id: instructions.id }).from(instructions).where(eq(instructions.status, "draft"));
    for (const id of [draft!.id, 99_999, "abc"]) {
      const res = await api.request("GET", `/api/items/instruction/${id}`, { token: access_token });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
    // and unpublishing one takes it away
    const [first] = await api.database.db.select({ id: instructions.id }).from(instructions).where(eq(instructions.title, "Ansprechpartner pflegen"));
    expect((await api.request("GET", `/api/items/instruction/${first!.id}`, { token: access_token })).status).toBe(200);
    await api.database.db.update(instructions).set({ status: "archived" }).where(eq(instructions.id, first!.id));
    api.clock.advance(31); // past the read cache's 30 s for content: the change was made beside the API
    expect((await api.request("GET", `/api/items/instruction/${first!.id}`, { token: access_token })).status).toBe(403);
    await api.database.db.update(instructions).set({ status: "published" }).where(eq(instructions.id, first!.id));
  });

  it("returns the steps nested, children of children included, with readable images", async () => {
    const { access_token } = await api.login(DEMO_USERS.lieferant.email);
    const [row] = await api.database.db.select({ id: instructions.id }).from(instructions).where(eq(instructions.title, "Anmelden und Passwort zurücksetzen"));
    const instruction = await dataOf<Instruction>(await api.request("GET", `/api/items/instruction/${row!.id}`, { token: access_token }));
    expect(instruction.steps.map((s) => s.title)).toEqual(["Anmeldeseite öffnen", "Passwort vergessen"]);
    expect(instruction.steps[1]!.children[1]!.children.map((s) => s.title)).toEqual(["Mit dem neuen Passwort anmelden"]);
    const image = instruction.steps[0]!.image!;
    const res = await api.request("GET", `/api/assets/${image}`, { token: access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });
});
