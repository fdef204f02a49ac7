import { parseWithZod } from "~/lib/forms/parse";
import { describe, expect, it } from "vitest";
import { registrationFormSchema } from "./content";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return parseWithZod(data, { schema: registrationFormSchema });
}

describe("registrationFormSchema (spec §5)", () => {
  it("accepts a complete registration and maps checkboxes and contacts", () => {
    const result = form([
      ["intent", "register"],
      ["participants", "2"],
      ["single_rooms", "1"],
      ["sleepover", "before"],
      ["acceptance", "on"],
      ["catering", "on"],
      ["contacts", "12"],
      ["contacts", "15"],
    ]);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ participants: 2, single_rooms: 1, double_rooms: 0, sleepover: "before", catering: "on" });
    expect(result.value.contacts).toEqual([12, 15]);
  });

  it("requires at least one participant, a sleepover option and the acceptance, in German", () => {
    const result = form([["intent", "register"], ["participants", "0"]]);
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.participants).toEqual(["Bitte melden Sie mindestens 1 Teilnehmer an."]);
    expect(errors.sleepover).toEqual(["Bitte wählen Sie eine Übernachtungsoption."]);
    expect(errors.acceptance).toEqual(["Bitte bestätigen Sie die Teilnahmebedingungen."]);
  });

  it("refuses negative room counts and unknown sleepover options", () => {
    const result = form([["intent", "register"], ["participants", "1"], ["single_rooms", "-1"], ["sleepover", "tent"], ["acceptance", "on"]]);
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.single_rooms).toBeDefined();
    expect(errors.sleepover).toBeDefined();
  });
});
