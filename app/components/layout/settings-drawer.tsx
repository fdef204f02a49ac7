import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { SIDEBAR_COLORS, type ShellSettings } from "~/lib/shell-settings";
import { buttonClass } from "../ui/button";
import { Drawer } from "../ui/drawer";
import { LanguageForm } from "./language-form";

/** Settings drawer (spec §2): navbar fixed, sidebar minimised, sidebar colour — a plain form post; the language, a form of its own. */
export function SettingsDrawer({ settings, closeTo }: { settings: ShellSettings; closeTo: string }) {
  const { t } = useTranslation();
  return (
    <Drawer id="darstellung" title={t("settings.title")} closeTo={closeTo}>
      <p className="text-sm text-slate-600">{t("settings.description")}</p>
      <Form method="post" action="/settings" className="mt-6 space-y-6">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="redirectTo" value={closeTo} />
        <label className="flex items-center gap-3">
          <input type="checkbox" name="navbarFixed" defaultChecked={settings.navbarFixed} className="h-5 w-5 rounded border-slate-400" />
          {t("settings.navbarFixed")}
        </label>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="sidebarMini" defaultChecked={settings.sidebarMini} className="h-5 w-5 rounded border-slate-400" />
          {t("settings.sidebarMini")}
        </label>
        <fieldset>
          <legend className="font-medium">{t("settings.sidebarColor")}</legend>
          <div className="mt-2 space-y-2">
            {SIDEBAR_COLORS.map((color) => (
              <label key={color} className="flex items-center gap-3">
                <input type="radio" name="sidebarColor" value={color} defaultChecked={settings.sidebarColor === color} className="h-5 w-5" />
                {t(`settings.colors.${color}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={buttonClass("primary", "md", "w-full")}>
          {t("settings.save")}
        </button>
      </Form>
      <hr className="my-6 border-slate-200" />
      <LanguageForm redirectTo={closeTo} id="drawer-language" />
    </Drawer>
  );
}
