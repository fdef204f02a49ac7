import type { messageDescriptions as de } from "../de/descriptions-messages";
import type { Translation } from "../translation";

/** English twin of ../de/descriptions-messages.ts */
export const messageDescriptions: Translation<typeof de> = {
  digests: {
    unsubscribeInvalid: "This unsubscribe link is invalid or has already been used. Your settings have not been changed.",
    brandsUnknown: "At least one of the selected brands does not exist.",
    samTagsUnknown: "At least one of the selected SAM tags does not exist.",
  },
  documents: {
    fileFirst: "Please upload a file first.",
    documentTypeInvalid: "Please choose a category.",
  },
  events: {
    dateToOrder: "The end must not be before the start.",
    registrationEndOrder: "The registration deadline must not be after the start.",
    locationRequired: "Please enter a location or an online link.",
    cancelledLocked: "A cancelled event can no longer be changed.",
    maxParticipantsTaken: "{{taken}} participants are already registered; fewer places are not possible.",
    deleteRegistered: "An event with registrations cannot be deleted; please cancel it instead.",
  },
  news: {
    newsGroupInvalid: "Please choose a category.",
    brandsUnknown: "Please choose only existing brands.",
    imageAltRequired: "Please enter an alternative text for the image.",
    future: "Please enter a point in time in the future.",
    audienceRequired: "Please choose at least one readership (retailers or suppliers).",
    unpublishOrder: "The withdrawal must be after the publication.",
  },
  pages: {
    slugTaken: "This address is already used by another page on your website.",
    parentLoop: "A page cannot be moved under itself or one of its subpages.",
  },
  input: {
    unstorable: "Invalid input: the text contains a null character or an invalid Unicode character.",
  },
  catalogue: {
    brands: {
      companyInvalid: "Please choose a supplier from the list.",
      logoAltRequired: "Please enter an alternative text for the logo.",
    },
    parentSelf: "An entry cannot be placed under itself.",
    sortSiblings: "Entries are only sorted among their siblings.",
  },
};
