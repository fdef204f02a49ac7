/**
 * Every area's texts, for the server: loaders, actions and toasts translate keys of any area, so
 * the server registers all of them at start (entry.server.tsx). The browser never imports this
 * module; its screens register the areas they show (see ./shell.ts).
 */
import { registerAccountScreens } from "./account-screens";
import { registerAwards } from "./awards";
import { registerContent } from "./content";
import { registerMasterdata } from "./masterdata";
import { registerReports } from "./reports";
import { registerReview } from "./review";
import { registerSatisfaction } from "./satisfaction";
import { registerSupplier } from "./supplier";
import { registerZr } from "./zr";
import { registerSupportView } from "./support-view";
import { registerWebsitePages } from "./website-pages";
import { registerWebsiteServer } from "./website-server";
import { registerPageBuilderServer } from "./page-builder-server";
import { registerRichTextToolbar } from "./rich-text-toolbar";
import { registerSupport } from "./support";
import { registerAssociationEvents } from "./association-events";
import { registerAssociationCompanies } from "./association-companies";
import { registerAssociationCatalogue } from "./association-catalogue";
import { registerAssociationDocuments } from "./association-documents";
import { registerAssociationNews } from "./association-news";
import { registerPrivacy } from "./privacy";
import { registerPrivacyRegister } from "./privacy-register";
import { registerDescriptions } from "./descriptions";
import { registerLanguage } from "./language";
import { registerSignIn } from "./sign-in";

export function registerAllAreas(): void {
  registerAccountScreens();
  registerAwards();
  registerContent();
  registerMasterdata();
  registerReports();
  registerReview();
  registerSatisfaction();
  registerSupplier();
  registerZr();
  registerSupportView();
  registerWebsitePages();
  registerWebsiteServer();
  registerPageBuilderServer();
  registerRichTextToolbar();
  registerSupport();
  registerAssociationEvents();
  registerAssociationCompanies();
  registerAssociationCatalogue();
  registerAssociationDocuments();
  registerAssociationNews();
  registerPrivacy();
  registerPrivacyRegister();
  registerDescriptions();
  registerLanguage();
  registerSignIn();
}
