#!/usr/bin/env node
// Makes sure Prometheus' own `promtool` is present: the test run checks the portal's /metrics text
// (`promtool check metrics`, server/metrics.test.ts) and the alert rules of deploy/
// (`promtool check rules`) with it (decision 0961). Installed as ensure-nginx.mjs installs nginx:
// - $PROMTOOL, else promtool on PATH, else /usr/bin/promtool → prints its version and exits 0.
// - Missing, running as root on Debian → installs Debian's `prometheus` package (it ships promtool)
//   with apt-get; the package's service is never started (a policy-rc.d refuses every start while
//   apt-get runs) and is disabled for later boots. Only the promtool binary is used.
// - Otherwise, or when the install fails → says what to install and exits 0: the checks then skip
//   with their reason (and fail on CI).
import { spawnSync } from "node:child_process";
import { aptInstall, canInstall, withoutServiceStarts, findPromtool, isExecutable } from "./tools.mjs";

const TAG = "ensure-promtool";

function found(promtool) {
  const v = spawnSync(promtool, ["--version"], { encoding: "utf8", timeout: 15_000 });
  const line = `${v.stdout ?? ""}${v.stderr ?? ""}`.split("\n")[0]?.trim();
  console.log(`${TAG}: using ${promtool}${v.status === 0 && line ? ` (${line})` : ""}`);
  process.exit(0);
}

function missing(why) {
  console.log(
    [
      `${TAG}: ${why}`,
      "The checks of /metrics and of deploy/alert-rules.yml by promtool are skipped without it, and fail on CI. Either:",
      "  sudo apt-get install prometheus     (then: sudo systemctl disable --now prometheus — only promtool is used)",
      "or point PROMTOOL at a promtool binary:",
      "  PROMTOOL=/path/to/promtool npm test",
    ].join("\n"),
  );
  process.exit(0);
}

const promtool = findPromtool();
if (promtool) found(promtool);
if (process.env.PROMTOOL) missing(`PROMTOOL is set to "${process.env.PROMTOOL}", but no executable is there.`);
if (!canInstall) missing("promtool not found (looked on PATH and at /usr/bin/promtool).");

console.log(`${TAG}: promtool missing; installing the Debian package prometheus (apt-get), without starting its service…`);
if (!withoutServiceStarts("scripts/ensure-promtool.mjs", () => aptInstall(TAG, ["--no-install-recommends", "prometheus"])) || !findPromtool()) missing("installing prometheus with apt-get failed.");
if (isExecutable("/usr/bin/systemctl")) spawnSync("systemctl", ["disable", "--quiet", "prometheus"], { stdio: "inherit" });
found(findPromtool());
