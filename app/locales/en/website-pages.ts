import type de from "../de/website-pages";
import type { Translation } from "../translation";

/** English twin of ../de/website-pages.ts */
const websitePages: Translation<typeof de> = {
  info: {
    intro: "What your website shows now: the published entries of each area and what is still missing.",
    site: "{{name}} – {{domain}}",
    noDomain: "no domain yet",
    complete: "The settings are complete.",
    shown_one: "{{count}} entry is shown",
    shown_other: "{{count}} entries are shown",
    counts: "Drafts: {{drafts}} · shared by the association: {{shared}}",
    missingLabel: "What is missing in {{area}}",
    missing: {
      nothingPublished: "Nothing published yet.",
      imageMissing_one: "{{count}} published entry without an image.",
      imageMissing_other: "{{count}} published entries without an image.",
      settingsMissing: "The website has no settings yet.",
      logoMissing: "A logo is missing.",
      domainMissing: "The domain is missing.",
      imprintMissing: "The legal notice is missing.",
      privacyMissing: "The privacy policy is missing.",
      openingHoursMissing: "No address has been chosen for the opening hours.",
    },
  },
  settings: {
    intro: "Name, web address, logo, contact block, links and legal texts of your website. These details apply to all pages of your website.",
    none: "Your website has no settings yet. You create them by saving for the first time; after that you can also choose the address for the opening hours.",
    sections: { site: "Website", contact: "Contact block", social: "Social networks", legal: "Legal texts" },
    logo: "Logo",
    logoCurrent: "Current logo",
    logoNone: "No logo yet.",
    logoAfterSave: "The uploaded logo is applied the next time you save.",
    removeLogo: "Remove logo",
    logoRemoved: "The logo has been removed.",
    errors: {
      setWebsiteSettings: "The website settings could not be saved.",
      setWebsiteSetting: "The setting could not be saved.",
    },
  },
};

export default websitePages;
