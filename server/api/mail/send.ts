/**
 * PLACEHOLDER until the job queue (issue 28, wt-queue) lands on main: the documented interface
 * of `queueMail`, sending at once and keeping keys in memory. On merging main this file is
 * replaced by the queue's.
 */
import type { Tx } from "../db/client";
import type { ApiContext } from "../deps";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  headers?: Record<string, string>;
}

const sentKeys = new WeakMap<object, Set<string>>();

export async function queueMail(ctx: ApiContext, message: OutgoingMail, key?: string, _tx?: Tx): Promise<boolean> {
  let keys = sentKeys.get(ctx.db);
  if (!keys) sentKeys.set(ctx.db, (keys = new Set()));
  if (key && keys.has(key)) return false;
  if (key) keys.add(key);
  await ctx.mailer.send(message);
  return true;
}
