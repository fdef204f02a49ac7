/** The English answers of the host's refusals, key for key as ../de/refusals.ts. */
import type { RefusalTexts } from "../de/refusals";
import type { Translation } from "../translation";

const refusals: Translation<RefusalTexts> = {
  400: "This request came through an unknown host and was refused.",
  403: "This request did not come from this site and was refused.",
  411: "The length of the data sent is missing.",
  413: "The data sent is too large.",
};

export default refusals;
