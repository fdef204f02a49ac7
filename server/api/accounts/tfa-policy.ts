/**
 * The company's two-factor requirement (decision 0551): an account manager turns it on or off for
 * their own company only (the company comes from the session, never from the request). While it is
 * on, the auth middleware holds every account of the company without a second factor at the setup.
 */
import { eq } from "drizzle-orm";
import type { TfaPolicy } from "../contract/account";
import type { AuthContext, SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import { companies } from "../db/schema";
import { writeAudit } from "./audit";
import { actorFields } from "./service";

export function readTfaPolicy(auth: AuthContext): TfaPolicy {
  return { tfa_required: auth.company.tfaRequired };
}

export async function setTfaPolicy(ctx: ApiContext, auth: AuthContext, policy: TfaPolicy, meta: SessionMeta): Promise<TfaPolicy> {
  if (policy.tfa_required === auth.company.tfaRequired) return policy;
  const now = ctx.now();
  await ctx.db.db.transaction(async (tx) => {
    await tx.update(companies).set({ tfaRequired: policy.tfa_required, updatedAt: now }).where(eq(companies.id, auth.company.id));
    await writeAudit(tx, { action: policy.tfa_required ? "tfa_requirement_on" : "tfa_requirement_off", ...actorFields(auth, meta) }, now);
  });
  return policy;
}
