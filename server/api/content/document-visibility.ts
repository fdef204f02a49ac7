/**
 * Which documents a partner may read (decisions 0200, 0600), as one SQL condition for the lists,
 * the detail, the file and the generic file rule alike:
 * - only published (approved) documents;
 * - class EVA only with the EVA page permission;
 * - a supplier's own document (reviewed and approved): the trading partners (HP) and the supplier
 *   itself — never another supplier, whose competitor's price lists and conditions it would be.
 */
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { documents } from "../db/schema";

export interface DocumentViewer {
  mayReadEva: boolean;
  /** user type HP: reads every supplier's approved documents */
  tradingPartner: boolean;
  /** the caller's companies (with sub-accounts'): a supplier reads its own approved documents */
  companyIds: readonly number[];
}

export function visibleDocument(viewer: DocumentViewer): SQL {
  const supplierDocument = viewer.tradingPartner ? undefined : or(isNull(documents.companyId), ...viewer.companyIds.map((id) => eq(documents.companyId, id)));
  return and(eq(documents.status, "approved"), viewer.mayReadEva ? undefined : eq(documents.documentClass, "EKA"), supplierDocument)!;
}
