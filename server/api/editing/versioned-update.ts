/**
 * The update sequence every edited record runs, in one transaction: lock the row within the
 * caller's scope (FORBIDDEN if it is not there), check the version the editor loaded
 * (RECORD_CONFLICT), write, bump the version, claim newly used files, record the audit entry.
 */
import type { AuthContext } from "../auth/sessions";
import type { ActivityAction } from "../contract/masterdata";
import type { Tx } from "../db/client";

export type { Tx };
import type { ApiContext } from "../deps";
import { claimFile } from "../files/pending";
import { forbidden } from "../http/errors";
import { recordActivity } from "./audit";
import { assertCurrentVersion } from "./conflict";


export interface VersionedUpdate<Row extends { version: number }> {
  collection: string;
  item: number;
  /** the row, selected FOR UPDATE with the caller's scope in its condition */
  lock(tx: Tx): Promise<Row | undefined>;
  version: number | undefined;
  /** writes the change; `version` is the new version to store */
  write(tx: Tx, current: Row, version: number): Promise<void>;
  /** files the record starts to use */
  files?: readonly (string | null | undefined)[];
  delta: Record<string, unknown>;
  action: ActivityAction | ((current: Row) => ActivityAction);
}

export async function versionedUpdate<Row extends { version: number }>(ctx: ApiContext, auth: AuthContext, u: VersionedUpdate<Row>): Promise<void> {
  await ctx.db.db.transaction(async (tx) => {
    const current = await u.lock(tx);
    if (!current) throw forbidden();
    assertCurrentVersion(current.version, u.version);
    await u.write(tx, current, current.version + 1);
    for (const file of u.files ?? []) if (file) await claimFile(tx, auth.company.id, file);
    const action = typeof u.action === "function" ? u.action(current) : u.action;
    await recordActivity(tx, auth, ctx.now(), { action, collection: u.collection, item: u.item, delta: u.delta });
  });
}
