/**
 * One i18next instance with the bundled German resources, shared by server and client.
 * Only the locale 'de' exists, so there is no detection and no per-request instance.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { initialResources, type GermanResources } from "./locales/de";

export const LOCALE = "de";
export const defaultNS = "common";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: GermanResources };
  }
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  supportedLngs: [LOCALE],
  ns: [defaultNS],
  defaultNS,
  resources: { de: { common: initialResources } },
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialisation is synchronous.
  initImmediate: false,
  react: { useSuspense: false },
});

/** Adds an area's texts (see locales/de/portal-areas.ts) under their top-level keys. */
export function addResources(resources: Partial<GermanResources>): void {
  i18n.addResourceBundle(LOCALE, defaultNS, resources, true, true);
}

/** Translate outside React (loaders, actions, toasts). */
export const t = i18n.t.bind(i18n);
