/** The work of the privacy endpoints (contract/endpoints/privacy.ts); the mount has checked sign-in and the access rule. */
import type { PRIVACY_ENDPOINTS } from "../contract/endpoints/privacy";
import type { ApiContext } from "../deps";
import type { Handlers } from "../http/mount";
import { parseId } from "../http/scope";
import { forbidden } from "../http/errors";
import { downloadExport, listExports, requestExportFor, requestOwnExport } from "./exports";
import { processingRecord } from "./record";

export function privacyHandlers(ctx: ApiContext): Handlers<typeof PRIVACY_ENDPOINTS> {
  return {
    processingRecord: async () => processingRecord(),
    dataExports: ({ auth }) => listExports(ctx, auth),
    dataExportRequest: ({ auth }) => requestOwnExport(ctx, auth),
    dataExportFor: ({ c, auth, body }) => requestExportFor(ctx, auth, body, ctx.requestMeta(c)),
    dataExportDownload: ({ auth, params }) => {
      const id = parseId.uuid(params.id ?? "");
      if (id === undefined) throw forbidden();
      return downloadExport(ctx, auth, id);
    },
  };
}
