/** The settings drawer's choices, kept per browser in a year-long cookie. */
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { COOKIES } from "~/lib/cookies";
import { DEFAULT_SHELL_SETTINGS, SIDEBAR_COLORS, type ShellSettings } from "~/lib/shell-settings";

const shellCookie = createCookie(COOKIES.shell.name, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: COOKIES.shell.maxAgeSeconds,
});

const shellSettingsSchema = z.object({
  navbarFixed: z.boolean().default(DEFAULT_SHELL_SETTINGS.navbarFixed),
  sidebarMini: z.boolean().default(DEFAULT_SHELL_SETTINGS.sidebarMini),
  sidebarColor: z.enum(SIDEBAR_COLORS).default(DEFAULT_SHELL_SETTINGS.sidebarColor),
}) satisfies z.ZodType<ShellSettings, z.ZodTypeDef, unknown>;

/** Form of the settings drawer; unchecked checkboxes are absent, so absence means false. */
export const shellSettingsFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    navbarFixed: z.literal("on").optional().transform(Boolean),
    sidebarMini: z.literal("on").optional().transform(Boolean),
    sidebarColor: z.enum(SIDEBAR_COLORS),
    redirectTo: z.string().optional(),
  }),
  // The toggle sends the state it wants, not "flip": two quick clicks must not race on the old cookie.
  z.object({ intent: z.literal("toggle-sidebar"), sidebarMini: z.enum(["on", "off"]), redirectTo: z.string().optional() }),
]);

/** A cookie someone edited (or an older shape) falls back to the defaults. */
export function parseShellSettings(value: unknown): ShellSettings {
  const parsed = shellSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_SHELL_SETTINGS;
}

export async function readShellSettings(request: Request): Promise<ShellSettings> {
  const value: unknown = await shellCookie.parse(request.headers.get("Cookie"));
  // Most browsers never chose anything: no cookie is the defaults, without a failed parse (and its error) per page.
  return value === null || value === undefined ? DEFAULT_SHELL_SETTINGS : parseShellSettings(value);
}

export function serializeShellSettings(request: Request, settings: ShellSettings): Promise<string> {
  return shellCookie.serialize(settings, { secure: new URL(request.url).protocol === "https:" });
}
