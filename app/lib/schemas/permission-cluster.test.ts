import { parseWithZod } from "~/lib/forms/parse";
import { describe, expect, it } from "vitest";
import type { Company } from "#contract/company";
import type { PermissionCluster } from "#contract/permission-clusters";
import { companyFormSchema, companyPayload } from "./company";
import { clusterFormSchema, clusterPayload } from "./permission-cluster";
import { registerDescriptions } from "~/locales/de/descriptions";

// The form parse words the description's keys (decision 0967) with the texts the server registers.
registerDescriptions();

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};
const member = "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b06";
const loaded: PermissionCluster = { id: 4, name: "Messe", permissions: ["NEWS", "CALENDAR"], members: [{ id: member, name: "Sandra Vogt", email: "x@example.com" }], version: 3 };

describe("permission-cluster form", () => {
  it("creates with name and lists; a single checkbox still makes a list", () => {
    const s = parseWithZod(form([["name", " Messe "], ["permissions", "NEWS"], ["members", member]]), { schema: clusterFormSchema });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(clusterPayload(s.value, null)).toEqual({ name: "Messe", permissions: ["NEWS"], members: [member] });
  });

  it("updates with the loaded version; emptied lists are sent as []", () => {
    const s = parseWithZod(form([["version", "3"], ["name", "Messe"]]), { schema: clusterFormSchema });
    if (s.status !== "success") throw new Error("invalid");
    expect(clusterPayload(s.value, loaded)).toEqual({ name: "Messe", permissions: [], members: [], version: 3 });
  });

  it("refuses an empty name and unknown permissions with German messages", () => {
    const s = parseWithZod(form([["name", "  "], ["permissions", "ADMIN"]]), { schema: clusterFormSchema });
    expect(s.status).toBe("error");
    expect(s.reply().error?.name).toEqual(["Bitte geben Sie einen Namen ein."]);
    expect(s.reply().error?.["permissions[0]"]).toBeDefined();
  });
});

describe("company form", () => {
  const company: Company = { id: 1, name: "X GmbH", relation: "HP", street: "Weg 1", zip: "12345", city: "Ort", country: "DE", phone: "0521", email: null, website: null, version: 2 };

  it("sends changed fields, cleared ones as null, never name or relation", () => {
    const s = parseWithZod(form([["version", "2"], ["street", "Weg 2"], ["zip", "12345"], ["city", "Ort"], ["country", "de"], ["phone", ""], ["website", "https://x.example"]]), { schema: companyFormSchema });
    if (s.status !== "success") throw new Error("invalid");
    expect(companyPayload(s.value, company)).toEqual({ street: "Weg 2", zip: "12345", city: "Ort", country: "DE", phone: null, website: "https://x.example", version: 2 });
  });

  it("refuses a website without http(s) and a country that is not a code", () => {
    const s = parseWithZod(form([["version", "2"], ["country", "Deutschland"], ["website", "javascript:alert(1)"]]), { schema: companyFormSchema });
    expect(s.status).toBe("error");
    const errors = s.reply().error ?? {};
    expect(Object.keys(errors).sort()).toEqual(["country", "website"]);
  });
});
