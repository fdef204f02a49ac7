import type de from "../de/website-server";
import type { Translation } from "../translation";

/** English twin of ../de/website-server.ts */
const websiteServer: Translation<typeof de> = {
  previewNotice: "Preview: this is how your website shows this entry. Only you can see drafts and entries that are switched off.",
  disabled: "The entry is no longer shown on your website.",
  enabled: "The entry is shown on your website again.",
  statusSet: "The status has been set.",
  statusFailed: "The status could not be set.",
  deleted: "The entry has been deleted.",
  saveFailed: "An error occurred while saving the entry",
  jobPostingMissing: "For job search engines to find this vacancy, the following is still missing: {{fields}}.",
  /** the script-free preview of an entry or a page (issue 42: moved from the components) */
  previewPage: {
    more: "Learn more",
    image: "Image",
  },
  alt: {
    publishRefused: "Publishing is only possible once every image has an alternative text or is marked as decorative.",
  },
  gallery: {
    uploaded: "Added to the gallery: {{added}} of {{count}} files.",
    noFiles: "Please select at least one photo.",
    // each file's result of a multi-photo upload, rendered by the loader and the upload's JSON answer
    result: {
      ok: "added",
      "too-large": "rejected: larger than 25 MB",
      pixels: "rejected: more than 40 megapixels (or a damaged, oversized image file)",
      "wrong-type": "rejected: not a JPEG, PNG or WebP image",
      quota: "rejected: your company's storage space is used up",
      full: "rejected: the gallery is full",
      missing: "rejected: the file is empty",
      conflict: "not added: the entry has been changed in the meantime, please try again",
      failed: "not uploaded: please try again",
    },
    removed: "The image has been removed from the gallery.",
    sortFailed: "The images could not be sorted.",
  },
};

export default websiteServer;
