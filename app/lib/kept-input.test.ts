import { describe, expect, it } from "vitest";
import { formActionOf, keptInputFrom, keptInputOf } from "./kept-input";

describe("kept input of a form posted during an outage", () => {
  it("keeps the address a form was posted to, index routes and single-fetch requests included", () => {
    expect(formActionOf("/contact-management/12")).toBe("/contact-management/12");
    expect(formActionOf("/contact-management?index")).toBe("/contact-management?index=");
    expect(formActionOf("/contact-management.data?index&_routes=routes%2Fx")).toBe("/contact-management?index=");
    expect(formActionOf("/_root.data")).toBe("/");
  });

  it("keeps text fields in order and drops files", () => {
    const form = new FormData();
    form.append("firstName", "Jana");
    form.append("tags", "a");
    form.append("tags", "b");
    form.append("thumbnail", new Blob(["x"]), "x.png");
    expect(keptInputOf("/account/settings", form)).toEqual({
      action: "/account/settings",
      fields: [["firstName", "Jana"], ["tags", "a"], ["tags", "b"]],
    });
  });

  it("keeps nothing of a form that carries a password", () => {
    const form = new FormData();
    form.append("intent", "password");
    form.append("current", "Alt2026!");
    form.append("password", "Neu2026!!");
    expect(keptInputOf("/account/settings", form)).toBeUndefined();
  });

  it("accepts only a same-site path from an error's data", () => {
    const kept = { action: "/news", fields: [["a", "b"]] };
    expect(keptInputFrom({ message: "x", kept })).toEqual(kept);
    expect(keptInputFrom({ kept: { ...kept, action: "//evil.example/" } })).toBeUndefined();
    expect(keptInputFrom({ kept: { ...kept, action: "https://evil.example/" } })).toBeUndefined();
    expect(keptInputFrom("text")).toBeUndefined();
  });
});
