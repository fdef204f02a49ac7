import type de from "../de/website";
import type { Translation } from "../translation";

/** English twin of ../de/website.ts */
const website: Translation<typeof de> = {
  intro:
    "This content appears on your website. You can view entries shared by the association and switch them on or off for your website.",
  create: "Create new",
  createTitle: "New: {{label}}",
  editTitle: "Edit {{label}}",
  readTitle: "View {{label}}",
  empty: "No entries yet.",
  order: "Order",
  actions: "Actions",
  edit: "Edit",
  view: "View",
  editLabel: "Edit “{{name}}”",
  viewLabel: "View “{{name}}”",
  preview: "Preview",
  richText: {
    help: "Formatting: **bold**, *italic*; at the start of a line “## ” heading, “### ” subheading, “- ” bullet point, “1. ” numbering; [text](https://… or mailto:…) link; blank line: new paragraph.",
    preview: "Preview of “{{label}}” as your website shows the saved text:",
  },

  previewLabel: "Preview of “{{name}}” (opens the page as your website shows it)",
  shared: "Shared by the association",
  sharedHint:
    "The association maintains this entry for several trading partners. You cannot change it, but you can switch it off for your website and back on again.",
  off: "switched off",
  disable: "Switch off for my website",
  enable: "Switch on for my website",
  status: "Status",
  statusCurrent: "Current status: {{status}}",
  setStatus: "Set status to “{{status}}”",
  delete: "Delete",
  deleteLabel: "Delete “{{name}}”",
  deleteTitle: "Delete entry?",
  deleteText: "“{{name}}” will be deleted together with all images in the gallery. This cannot be undone.",
  deleteConfirm: "Yes, delete",
  noImage: "No image yet.",
  imageAfterCreate:
    "You fill the gallery after saving for the first time: photos belong to a saved entry, and this way nothing you have entered in this form is lost if a photo is rejected.",
  alt: {
    label: "Alternative text",
    namedLabel: "Alternative text: {{label}}",
    decorative: "decorative (purely ornamental, without alternative text)",
    missing: "No alternative text yet",
    missingCount:
      "Images without alternative text: {{count}}. Before publishing, every image needs an alternative text or the “decorative” mark.",
    save: "Save alternative texts",
    saveHint: "Saves the whole entry with all alternative texts, like “Save” in the form above.",
  },
  gallery: {
    count: "{{count}} of at most {{limit}} images",
    empty: "The gallery is empty.",
    uploadLabel: "Photos for the gallery",
    uploadHint:
      "You can choose several photos at once: JPEG, PNG or WebP, each at most 25 MB and 40 megapixels, at most 100 MB in total per upload. Large photos are reduced to 2560 pixels; location data and other metadata are removed.",
    uploadSubmit: "Upload photos",
    dropZone: "Drag photos here or click to choose",
    chosen: "Selected: {{count}} files",
    progress: "Progress: {{name}}",
    waiting: "waiting",
    sendFailed: "not uploaded: please try again",
    results: "Upload result",
    more: "… and {{count}} more files.",
    batchTooLarge: "Together the files are larger than 100 MB. Please upload them in several steps.",
    full: "The gallery is full: at most {{limit}} images per entry. Please delete an image first.",
    remove: "Remove",
    removeLabel: "Remove image {{position}} from the gallery",
    imageAlt: "Gallery image {{position}}",
    position: "Image {{position}}",
    namedPosition: "{{label}}: image {{position}}",
    namedUploadLabel: "Photos for “{{label}}”",
    namedRemoveLabel: "Remove image {{position}} from “{{label}}”",
  },
  imageUploadLabel: "{{label}}: image file (JPEG, PNG, WebP or GIF, at most 25 MB)",
  currentImage: "Current image: {{label}}",
  contactNone: "No contact",
  iconNone: "No icon",
  choicesEmpty: "No entries to choose from yet.",
  fromTemplate: "Create from template",
  fromTemplateLabel: "Create a new entry from the template “{{name}}”",
  fromTemplateHint:
    "The details come from the template “{{name}}”. Saving creates a new draft; the template remains unchanged.",
  addressNone: "No address",
  yes: "Yes",
  no: "No",
};

export default website;
