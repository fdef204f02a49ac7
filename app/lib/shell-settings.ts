import { z } from "zod";

/** Visual preferences of the signed-in layout (spec §2 settings drawer), kept in a cookie. */
export const SIDEBAR_COLORS = ["dark", "light", "brand"] as const;
export type SidebarColor = (typeof SIDEBAR_COLORS)[number];

export const shellSettingsSchema = z.object({
  navbarFixed: z.boolean().default(true),
  sidebarMini: z.boolean().default(false),
  sidebarColor: z.enum(SIDEBAR_COLORS).default("dark"),
});
export type ShellSettings = z.infer<typeof shellSettingsSchema>;

export const DEFAULT_SHELL_SETTINGS: ShellSettings = shellSettingsSchema.parse({});

/** Form of the settings drawer; unchecked checkboxes are absent, so absence means false. */
export const shellSettingsFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    navbarFixed: z.literal("on").optional().transform(Boolean),
    sidebarMini: z.literal("on").optional().transform(Boolean),
    sidebarColor: z.enum(SIDEBAR_COLORS),
    redirectTo: z.string().optional(),
  }),
  z.object({ intent: z.literal("toggle-sidebar"), redirectTo: z.string().optional() }),
]);

export function parseShellSettings(value: unknown): ShellSettings {
  const parsed = shellSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_SHELL_SETTINGS;
}
