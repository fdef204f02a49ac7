import type de from "../de/privacy";
import type { Translation } from "../translation";

/** English twin of ../de/privacy.ts */
const privacy: Translation<typeof de> = {
  pageTitle: "Privacy",
  intro: "The Partnerportal processes only the data it needs for its tasks. This page explains which cookies it sets, what it logs and how long it retains data.",
  cookiesTitle: "Cookies",
  cookiesIntro: "The portal sets only technically necessary cookies; it does not use cookies for analysis, advertising or recognition across other websites. All of them can be read only by the portal itself.",
  cookiesCaption: "Cookies of the Partnerportal",
  name: "Name",
  purpose: "Purpose",
  lifetime: "Storage period",
  lifetimes: {
    session: "until the browser is closed",
    years_one: "{{count}} year",
    years_other: "{{count}} years",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
  },
  cookies: {
    session: "Keeps you signed in (encrypted, not readable by JavaScript) and holds one-time notices such as “Saved”. Without it, signing in is not possible.",
    shell: "Remembers your display choices from the settings (sidebar, colour, fixed header). Only set when you save something there.",
    changeSeq: "After a change, ensures that you see your own change immediately, even if your next request is answered by a different server.",
    locale: "Remembers the language of the portal (English).",
  },
  thirdPartyTitle: "No third-party content",
  thirdParty: "The portal loads fonts, scripts and images exclusively from its own server. No data is transferred to third parties when a page is opened.",
  logsTitle: "Logs",
  logs: "The server logs every request without its search parameters. IP addresses are stored shortened (for IPv4 without the last byte, for IPv6 without the last 80 bits), as they are in your sign-in sessions and in your account's audit trail.",
  retentionTitle: "Retention",
  retention: [
    "Ended sign-in sessions and sign-in entries in the audit trail: 90 days",
    "E-mails sent, in the server's outbox: 30 days",
    "Completed background jobs: 30 days",
    "Expired or used invitation, password and confirmation links: 7 days",
    "Other entries in the audit trail: 2 years",
  ],
  retentionNote: "The operator may shorten these periods.",
};

export default privacy;
