import type de from "../de/support-view";
import type { Translation } from "../translation";

/** English twin of ../de/support-view.ts */
const supportView: Translation<typeof de> = {
  hint: "Support view: you are seeing the portal as {{name}} ({{company}}), read-only – changes are not possible here.",
  return: "End support view",
  returned: "The support view has ended.",
  readOnly: "Nothing can be changed in the support view. End it using the bar at the top.",
};

export default supportView;
