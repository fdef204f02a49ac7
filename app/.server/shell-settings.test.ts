import { describe, expect, it } from "vitest";
import { DEFAULT_SHELL_SETTINGS } from "~/lib/shell-settings";
import { parseShellSettings, shellSettingsFormSchema } from "./shell-settings";

describe("shell settings", () => {
  it("keeps a valid cookie value and falls back to the defaults for anything else", () => {
    expect(parseShellSettings({ navbarFixed: false, sidebarMini: true, sidebarColor: "light" })).toEqual({ navbarFixed: false, sidebarMini: true, sidebarColor: "light" });
    expect(parseShellSettings({ sidebarColor: "pink" })).toEqual(DEFAULT_SHELL_SETTINGS);
    expect(parseShellSettings("kaputt")).toEqual(DEFAULT_SHELL_SETTINGS);
    expect(parseShellSettings({})).toEqual(DEFAULT_SHELL_SETTINGS);
  });
  it("reads unchecked checkboxes of the drawer form as false", () => {
    expect(shellSettingsFormSchema.parse({ intent: "save", sidebarColor: "brand" })).toEqual({ intent: "save", navbarFixed: false, sidebarMini: false, sidebarColor: "brand" });
  });
  it("the sidebar toggle names the state it wants, so quick clicks cannot flip a stale cookie", () => {
    expect(shellSettingsFormSchema.parse({ intent: "toggle-sidebar", sidebarMini: "on" })).toMatchObject({ sidebarMini: "on" });
    expect(shellSettingsFormSchema.safeParse({ intent: "toggle-sidebar" }).success).toBe(false);
  });
});
