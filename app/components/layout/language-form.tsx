/**
 * Choosing the portal's language (decision 0986): a plain form post to /settings, which stores it
 * on the account (signed in), sets the cookie and reloads the page in the new language. Each
 * language's name is written in that language (and marked so), as a reader of it looks for it.
 */
import { Form } from "@remix-run/react";
import { currentLanguage, useTranslation } from "~/i18n";
import { LANGUAGES } from "#contract/values";
import { registerLanguage } from "~/locales/de/language";
import { buttonClass } from "../ui/button";
import { SectionCard } from "../ui/section-card";

registerLanguage();

/** The settings drawer's and Account → Einstellungen's form: one radio per language. */
export function LanguageForm({ redirectTo, id = "language" }: { redirectTo: string; id?: string }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Form method="post" action="/settings" className="space-y-3">
      <input type="hidden" name="intent" value="language" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="font-medium">{t("language.heading")}</legend>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t("language.hint")}
        </p>
        <div className="mt-2 space-y-2">
          {LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-3">
              <input type="radio" name="language" value={language} defaultChecked={language === current} className="h-5 w-5" />
              <span lang={language}>{t(`language.names.${language}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass("secondary", "md", "w-full")}>
        {t("language.save")}
      </button>
    </Form>
  );
}

/** The sign-in screens' switch: a button for each other language, which sets only the cookie. */
export function LanguageSwitch({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Form method="post" action="/settings" aria-label={t("language.heading")} className="mt-1">
      <input type="hidden" name="intent" value="language" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <button key={language} type="submit" name="language" value={language} lang={language} className="underline">
          {t(`language.names.${language}`)}
        </button>
      ))}
    </Form>
  );
}

/** Account → Einstellungen's section (loaded lazily there: the account screens are at their JavaScript budget). */
export function LanguageSection({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="language" heading={t("language.heading")}>
      <div className="mt-4 max-w-sm">
        <LanguageForm redirectTo={redirectTo} />
      </div>
    </SectionCard>
  );
}
