/**
 * The German resources: the shell's strings plus one module per area (account, content,
 * master data …), each under its own top-level key. Register a new area module here and in
 * ./all-areas.ts.
 *
 * The browser starts with `initialResources` only (what the sign-in screens and the error pages
 * need); the signed-in layout adds the shell's texts of the areas (./shell.ts: menu, search,
 * notifications, editing controls), and each screen adds the areas it shows (registerContent …),
 * so the first visit does not download every screen's texts. The type covers everything, so
 * keys stay checked.
 */
import account from "./account";
import type { AccountScreenTexts } from "./account-screens";
import common from "./common";
import type { ContentTexts } from "./content";
import type { MasterdataTexts } from "./masterdata";
import type { SupplierTexts } from "./supplier";
import type website from "./website";
import type websitePages from "./website-pages";
import type websiteServer from "./website-server";
import type { ZrTexts } from "./zr";
import type { SupportViewTexts } from "./support-view";
import type { ReportsTexts } from "./reports";
import type shell from "./shell";
import type { AwardsTexts } from "./awards";
import type pageBuilder from "./page-builder";
import type pageBuilderServer from "./page-builder-server";
import type pageBuilderTree from "./page-builder-tree";
import type richTextToolbar from "./rich-text-toolbar";
import type { SupportTexts } from "./support";
import type { AssociationEventsTexts } from "./association-events";
import type { AssociationCompaniesTexts } from "./association-companies";
import type { CatalogueTexts } from "./association-catalogue";
import type { AssociationDocumentsTexts } from "./association-documents";
import type { AssociationNewsTexts } from "./association-news";
import type { PrivacyTexts } from "./privacy";
import type { PrivacyRegisterTexts } from "./privacy-register";
import type { DescriptionTexts } from "./descriptions";
import type { LanguageTexts } from "./language";
import type { SignInTexts } from "./sign-in";

/** The areas whose texts are split over several modules, each registered by the screens that show it. */
type WebsiteTexts = typeof shell.website & typeof website & typeof websitePages & typeof websiteServer & { richTextToolbar: typeof richTextToolbar };
type PageBuilderTexts = typeof pageBuilder & typeof pageBuilderTree & typeof pageBuilderServer;

export const initialResources = { ...common, account } as const;

export type GermanResources = typeof initialResources & { account: AccountScreenTexts } & { content: ContentTexts; masterdata: MasterdataTexts; supplier: SupplierTexts; website: WebsiteTexts; career: typeof shell.career; association: typeof shell.association; zr: ZrTexts; supportView: SupportViewTexts; reports: ReportsTexts; awards: AwardsTexts; pageBuilder: PageBuilderTexts; support: SupportTexts; associationEvents: AssociationEventsTexts; memberCompanies: AssociationCompaniesTexts; catalogue: CatalogueTexts; associationDocuments: AssociationDocumentsTexts; associationNews: AssociationNewsTexts; privacy: PrivacyTexts; privacyRegister: PrivacyRegisterTexts; descriptions: DescriptionTexts; language: LanguageTexts } & SignInTexts;
