/**
 * Which documents a partner may read (decisions 0200, 0600, 0958), as ONE SQL condition for the
 * lists, the detail, the file, the search and the generic file rule alike:
 * - only published (approved) documents that are not archived;
 * - class EVA only with the EVA page permission;
 * - a supplier's own document (reviewed and approved): the trading partners (HP) and the supplier
 *   itself — never another supplier, whose competitor's price lists and conditions it would be;
 * - the audience the Redaktion chose (decision 0958): the reader's user type among the document's
 *   user types, and one of its page permissions among the document's (empty lists: everyone).
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PagePermission, UserType } from "../contract/permissions";
import { documents } from "../db/schema";

export interface DocumentViewer {
  mayReadEva: boolean;
  /** user type HP: reads every supplier's approved documents */
  tradingPartner: boolean;
  /** the caller's companies (with sub-accounts'): a supplier reads its own approved documents */
  companyIds: readonly number[];
  /** the caller's user type and page permissions: the audience of the association's documents */
  userType: UserType;
  permissions: readonly PagePermission[];
}

/** The audience part alone: the reader's user type and one of its permissions, when the document names any. */
export function inAudience(viewer: Pick<DocumentViewer, "userType" | "permissions">): SQL {
  const types = or(sql`cardinality(${documents.audienceUserTypes}) = 0`, sql`${viewer.userType} = any(${documents.audienceUserTypes})`);
  const held = viewer.permissions.length ? sql`${documents.audiencePermissions} && ${sql.raw(`array[${viewer.permissions.map((p) => `'${p}'`).join(", ")}]`)}::text[]` : undefined;
  return and(types, or(sql`cardinality(${documents.audiencePermissions}) = 0`, held))!;
}

export function visibleDocument(viewer: DocumentViewer): SQL {
  const supplierDocument = viewer.tradingPartner ? undefined : or(isNull(documents.companyId), ...viewer.companyIds.map((id) => eq(documents.companyId, id)));
  return and(eq(documents.status, "approved"), isNull(documents.archivedAt), viewer.mayReadEva ? undefined : eq(documents.documentClass, "EKA"), supplierDocument, inAudience(viewer))!;
}
