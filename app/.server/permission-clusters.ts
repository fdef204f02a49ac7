/** Whether the menu shows Permission-Cluster-Management (spec §6: only with editable clusters). */
import type { UpstreamClient } from "./upstream";
import { isUpstreamError } from "./upstream";

export async function hasEditableClusters(upstream: UpstreamClient): Promise<boolean> {
  try {
    return (await upstream.call("editablePermissionClusters")).length > 0;
  } catch (error) {
    // A refusal or failure only hides the menu entry; the page itself reports errors.
    if (isUpstreamError(error)) return false;
    throw error;
  }
}
