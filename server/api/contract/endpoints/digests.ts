/**
 * Issue 28 "Digests and subscriptions": the signed-in user's own digest setting, and the one-click
 * unsubscribe that works without signing in (the token names the user and the one setting).
 */
import { digestSettingsPayloadSchema, digestSettingsSchema, unsubscribePayloadSchema, unsubscribeResultSchema } from "../digests";
import { endpoint } from "../endpoint";

const tag = "Notifications";

export const DIGESTS_ENDPOINTS = {
  digestSettings: endpoint({ method: "GET", path: "/extranet/users/me/digest", summary: "The own e-mail digest", answer: digestSettingsSchema, envelope: "data", access: "signedIn", tag }),
  digestSettingsSave: endpoint({ method: "PATCH", path: "/extranet/users/me/digest", summary: "Choose the own e-mail digest", body: digestSettingsPayloadSchema, answer: digestSettingsSchema, envelope: "data", access: "signedIn", tag }),
  // Public: the link of a mail works without signing in; the token alone names the user and the setting.
  digestUnsubscribe: endpoint({ method: "POST", path: "/extranet/digest/unsubscribe", summary: "Unsubscribe from a digest with the link from the e-mail", body: unsubscribePayloadSchema, answer: unsubscribeResultSchema, envelope: "data", access: "public", tag }),
};
