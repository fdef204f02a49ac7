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
  import: {
    fileTooLarge: "The file is larger than {{mb}} MB.",
    fileEmpty: "The file is empty.",
    unterminatedQuote: "A quotation mark is not closed before the end of the file.",
    unknownColumn: "Unknown column.",
    duplicateColumn: "The column appears more than once.",
    missingColumn: "The required column is missing.",
    noRows: "The file has no rows below the header row.",
    tooManyRows: "The file has more than {{max}} rows.",
    invalidValue: "Invalid value.",
    extraValues: "The row has more values than the header row has columns.",
    customerNumberTwice: "This customer number is already in row {{line}}.",
    unknownPermission: "Unknown permission “{{permission}}”.",
    permissionNotAllowed: "“{{permission}}” cannot be allowed for the relation {{relation}}.",
    accountEmailRequired: "Please enter the e-mail address of the account management.",
    accountEmailInvalid: "Please enter a valid e-mail address.",
    accountEmailTwice: "This e-mail address is already in row {{line}}.",
    accountFirstNameRequired: "Please enter the first name of the account management.",
    accountLastNameRequired: "Please enter the last name of the account management.",
    associationNumber: "This customer number belongs to the association.",
    relationFixed: "The company exists as {{relation}}; the relation does not change.",
    emailElsewhere: "This e-mail address already has an account at another company.",
    hasAccounts: "The company already has accounts; its account management creates further ones.",
    audit: "{{file}}: {{new}} new, {{changed}} changed, {{unchanged}} unchanged, {{invites}} invitations",
  },
};
