// A data folder for a server a spec starts itself (crawl, operations, faults, jobs, production
// start): a copy of the run's seeded folder (tests/e2e/serve.mjs) instead of an empty one the
// server would migrate and seed for 20 to 60 s. Empty when the run has no such folder (a spec run
// against a server started elsewhere): the server seeds it then, as on a first start.
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function seededDataDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `partnerportal-${name}-`));
  const template = process.env.E2E_TEMPLATE_DIR;
  if (template && existsSync(path.join(template, "secrets.json"))) {
    cpSync(template, dir, { recursive: true });
  }
  return dir;
}
