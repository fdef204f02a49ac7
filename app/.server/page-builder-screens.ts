/**
 * The page builder's screens of described collections (issue 13, spec §2): the page details at
 * /page-builder/edit-page/{id}, page data at /page-builder/edit-page-data/{id}, and the five
 * element types in the element drawer /page-builder/edit-page/{page}/element/{type}/{id}, whose
 * path depends on the page and which links a new element to it (spec §4).
 */
import type { Params } from "@remix-run/react";
import { contactTeaserCollection, contentMultipleImagesCollection, contentTextCollection, contentTextImageCollection, contentVideoCollection } from "#contract/collections/page-elements";
import { pageDataCollection, pagesCollection } from "#contract/collections/pages";
import type { CollectionDescription } from "#contract/describe";
import { t } from "~/i18n";
import type { WebsiteScreen } from "./website-screens";
import { intParam } from "./query";

/** The element types in the drawer's URL and the collection each one is (spec §2 element types). */
export const ELEMENT_TYPES = {
  "contact-teaser": { description: contactTeaserCollection },
  text: { description: contentTextCollection },
  "text-image": { description: contentTextImageCollection },
  "multiple-images": { description: contentMultipleImagesCollection },
  video: { description: contentVideoCollection },
} as const satisfies Record<string, { description: CollectionDescription }>;
export type ElementType = keyof typeof ELEMENT_TYPES;

export const elementTypeOf = (collection: string): ElementType | undefined =>
  (Object.keys(ELEMENT_TYPES) as ElementType[]).find((k) => ELEMENT_TYPES[k].description.name === collection);

export const pagePath = (id: number | string) => `/page-builder/edit-page/${id}`;
export const elementPath = (page: number | string, type: ElementType) => `${pagePath(page)}/element/${type}`;

const pageSaveTexts = () => ({ saved: t("pageBuilder.pageSaved"), failed: t("pageBuilder.pageSaveFailed") });

const element = (type: ElementType): WebsiteScreen => {
  const { description } = ELEMENT_TYPES[type];
  return {
    routeId: "pageBuilder",
    path: "/page-builder",
    description,
    labels: description.labels,
    at: (params: Params) => ({ path: elementPath(params.page ?? "", type), back: pagePath(params.page ?? "") }),
    afterSave: async (context, params, id) => {
      // Spec §4: creating an element with a page id links it to that page (a no-op once linked).
      // Spec §7: linking is a PATCH of the page with a content create.
      await context.upstream.call("collectionItemUpdate", { params: { collection: pagesCollection.name, id: Number(params.page) }, body: { content: { create: [{ collection: description.name, item: id }] } } });
    },
    messages: () => ({ saved: t("pageBuilder.elementSaved"), failed: t(`pageBuilder.elementSaveFailed.${type}`), afterSaveFailed: t("pageBuilder.elementLinkFailed") }),
  };
};

export const PAGE_BUILDER_SCREENS = {
  pageBuilderPages: {
    routeId: "pageBuilder",
    path: "/page-builder/edit-page",
    back: "/page-builder",
    description: pagesCollection,
    labels: pagesCollection.labels,
    omit: ["parent"],
    createValues: (url: URL) => {
      const parent = intParam(url, "parent");
      return parent ? { parent } : {};
    },
    messages: pageSaveTexts,
    previewPath: "/page-builder/preview",
  },
  pageBuilderPageData: { routeId: "pageBuilder", path: "/page-builder/edit-page-data", back: "/page-builder", description: pageDataCollection, labels: pageDataCollection.labels },
  elementContactTeaser: element("contact-teaser"),
  elementText: element("text"),
  elementTextImage: element("text-image"),
  elementMultipleImages: element("multiple-images"),
  elementVideo: element("video"),
} satisfies Record<string, WebsiteScreen>;

export type PageBuilderScreenKey = keyof typeof PAGE_BUILDER_SCREENS;

/** The screen key of an element type in the URL. */
export const ELEMENT_SCREEN = {
  "contact-teaser": "elementContactTeaser",
  text: "elementText",
  "text-image": "elementTextImage",
  "multiple-images": "elementMultipleImages",
  video: "elementVideo",
} as const satisfies Record<ElementType, PageBuilderScreenKey>;
