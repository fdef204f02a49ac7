/**
 * Every English text, for the server (entry.server.tsx), as ../de/all-areas.ts for German: the
 * screens' texts plus those only the server words (the descriptions, the website's and the page
 * builder's server texts).
 */
import { addResources } from "~/locales/registry";
import descriptions from "./descriptions";
import { entityDescriptions } from "./descriptions-entities";
import { messageDescriptions } from "./descriptions-messages";
import { websiteDescriptions } from "./descriptions-website";
import pageBuilderServer from "./page-builder-server";
import websiteServer from "./website-server";
import { englishScreens } from "./screens";

export function registerEnglish(): void {
  for (const texts of englishScreens) addResources("en", texts);
  addResources("en", { pageBuilder: pageBuilderServer, website: websiteServer });
  addResources("en", { descriptions });
  addResources("en", { descriptions: websiteDescriptions });
  addResources("en", { descriptions: entityDescriptions });
  addResources("en", { descriptions: messageDescriptions });
}
