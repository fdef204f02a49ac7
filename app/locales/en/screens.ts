/**
 * Every English text a screen can show, at once: what an English page loads before it hydrates
 * (app/i18n.ts, one chunk of its own, so no German visitor downloads it), and the part of
 * ./all-areas.ts the browser needs. Plain data, so the chunk shares no module with the first visit. German screens register their areas one by one
 * (../de/shell.ts); English visitors are few, and one chunk keeps every screen's texts in place
 * for the client-side navigation that follows.
 */
import type { addResources } from "~/locales/registry";
import { initialResources } from "./index";
import accountScreens from "./account-screens";
import catalogue from "./association-catalogue";
import memberCompanies from "./association-companies";
import associationDocuments from "./association-documents";
import associationEvents from "./association-events";
import associationNews from "./association-news";
import awards from "./awards";
import content from "./content";
import masterdata from "./masterdata";
import pageBuilder from "./page-builder";
import pageBuilderTree from "./page-builder-tree";
import privacy from "./privacy";
import privacyRegister from "./privacy-register";
import reports from "./reports";
import review from "./review";
import richTextToolbar from "./rich-text-toolbar";
import satisfaction from "./satisfaction";
import shell from "./shell";
import supplier from "./supplier";
import support from "./support";
import supportView from "./support-view";
import website from "./website";
import websitePages from "./website-pages";
import zr from "./zr";
import language from "./language";
import signIn from "./sign-in";

/** What ../registry.ts adds for English, in order (an area's later parts merge into its earlier ones). */
export const englishScreens: Parameters<typeof addResources>[1][] = [
  initialResources,
  signIn,
  shell,
  { account: accountScreens },
  { catalogue, memberCompanies, associationDocuments, associationEvents, associationNews, awards, content, masterdata },
  { content: { review }, masterdata: { satisfaction } },
  { pageBuilder: { ...pageBuilder, ...pageBuilderTree } },
  { language, privacy, privacyRegister, reports, supplier, support, supportView, zr },
  { website },
  { website: { ...websitePages, richTextToolbar } },
];
