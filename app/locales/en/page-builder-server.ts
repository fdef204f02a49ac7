import type de from "../de/page-builder-server";
import type { Translation } from "../translation";

/** English twin of ../de/page-builder-server.ts */
const pageBuilderServer: Translation<typeof de> = {
  moved: "The page has been moved.",
  moveFailed: "The page could not be moved.",
  deleted: "The page has been deleted.",
  unlinked: "The element has been detached from the page.",
  previewNotice: "Preview: this is how your website shows this page. Only published elements appear; videos load only after a click.",
  videoLink: "Watch video on {{platform}}",
  navigation: "Navigation",
  contact: "Contacts",
  // Spec §8: the page's save texts, and per element type its failure text.
  pageSaved: "The page has been saved successfully",
  pageSaveFailed: "An error occurred while saving the page",
  elementSaved: "Saved successfully",
  elementLinkFailed: "The element has been saved but could not be added to the page. Please save it again.",
  elementSaveFailed: {
    "contact-teaser": "An error occurred while saving the contact teaser",
    text: "An error occurred while saving the text",
    "text-image": "An error occurred while saving the text and image element",
    "multiple-images": "An error occurred while saving the image gallery",
    video: "An error occurred while saving the video",
  },
};

export default pageBuilderServer;
