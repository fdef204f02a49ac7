#!/usr/bin/env node
// Makes sure the nginx that scripts/two-instances.mjs (and so tests/e2e/two-instances.spec.ts)
// starts is present, as ensure-chromium.mjs does for the browser (decision 0525).
// - $NGINX, else nginx on PATH, else /usr/sbin/nginx → prints its version and exits 0.
// - Missing, running as root on Debian → installs Debian's `nginx` package with apt-get (the
//   smallest with what the script's configuration uses: upstream with keepalive, proxy_pass,
//   proxy_bind, proxy_set_header, add_header — all built in; nginx-light only adds a module).
//   The package would start a system service on port 80: a policy-rc.d that refuses every start
//   stands in /usr/sbin while apt-get runs (one already there is put back afterwards), and the
//   service is disabled for later boots. The tests start nginx themselves with their own config.
// - Otherwise, or when the install fails → says what to install and exits 0: the spec then skips
//   with its reason (and fails on CI).
import { spawnSync } from "node:child_process";
import { aptInstall, canInstall, withoutServiceStarts, findNginx, isExecutable } from "./tools.mjs";

const TAG = "ensure-nginx";

function found(nginx) {
  // `nginx -v` writes to stderr.
  const v = spawnSync(nginx, ["-v"], { encoding: "utf8", timeout: 15_000 });
  console.log(`${TAG}: using ${nginx}${v.status === 0 ? ` (${v.stderr.trim()})` : ""}`);
  process.exit(0);
}

function missing(why) {
  console.log(
    [
      `${TAG}: ${why}`,
      "tests/e2e/two-instances.spec.ts (two instances behind nginx) is skipped without it, and fails on CI. Either:",
      "  sudo apt-get install nginx     (then: sudo systemctl disable --now nginx — the tests start their own)",
      "or point NGINX at an nginx binary:",
      "  NGINX=/path/to/nginx npm test",
    ].join("\n"),
  );
  process.exit(0);
}

const nginx = findNginx();
if (nginx) found(nginx);
if (process.env.NGINX) missing(`NGINX is set to "${process.env.NGINX}", but no executable is there.`);
if (!canInstall) missing("nginx not found (looked on PATH and at /usr/sbin/nginx).");

console.log(`${TAG}: nginx missing; installing the Debian package (apt-get), without starting its service…`);
if (!withoutServiceStarts("scripts/ensure-nginx.mjs", () => aptInstall(TAG, ["nginx"])) || !findNginx()) missing("installing nginx with apt-get failed.");
// Not started now; not at the next boot either (where systemd runs the machine).
if (isExecutable("/usr/bin/systemctl")) spawnSync("systemctl", ["disable", "--quiet", "nginx"], { stdio: "inherit" });
found(findNginx());
