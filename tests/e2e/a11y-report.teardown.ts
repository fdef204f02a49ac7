// After the whole browser suite: the accessibility statement's report (app/lib/accessibility/
// report.json) must hold what the suite's axe checks found — every finding, and only screens that
// were checked. A11Y_REPORT_CHECK=1 (npm test) compares; UPDATE_A11Y_REPORT=1 writes it anew. A run of
// single specs does neither, since it checks only some screens.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { summarise, type A11yReport, type AxeRun } from "../../app/lib/accessibility/report";
import { AXE_RUNS_FILE } from "./fixtures";

const REPORT = path.resolve("app/lib/accessibility/report.json");

export default function checkAccessibilityReport(): void {
  const update = process.env.UPDATE_A11Y_REPORT === "1";
  if (!update && process.env.A11Y_REPORT_CHECK !== "1") return;
  const runsFile = path.join(process.env.E2E_DATA_DIR ?? "", AXE_RUNS_FILE);
  const runs: AxeRun[] = existsSync(runsFile)
    ? readFileSync(runsFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AxeRun)
    : [];
  const actual = summarise(runs);
  const committed = JSON.parse(readFileSync(REPORT, "utf8")) as A11yReport;
  if (update) {
    const report: A11yReport = { ...committed, checkedOn: new Date().toISOString().slice(0, 10), ...actual };
    writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  // The statement may never hide a kind of defect: every rule (with its impact) this run found must
  // be in the report, and every screen the report names must have been checked. Which screens show
  // a finding can vary with timing (a toast still visible while axe runs), so screens are listed in
  // the report as where it was last seen, not compared. A reported rule this run no longer finds is
  // only pointed out: the statement is then pessimistic, never optimistic.
  const reported = new Set(committed.findings.map((f) => `${f.rule}|${f.impact}`));
  const found = new Set(actual.findings.map((f) => `${f.rule}|${f.impact}`));
  const hidden = actual.findings.filter((f) => !reported.has(`${f.rule}|${f.impact}`)).map((f) => `${f.rule} (${f.impact}) on ${f.screens.join(", ")}`);
  const unchecked = committed.screens.filter((screen) => !actual.screens.includes(screen));
  const gone = [...reported].filter((key) => !found.has(key));
  if (gone.length > 0) process.stdout.write(`Accessibility report: no longer found this run (update the report when fixed): ${gone.join(", ")}\n`);
  if (hidden.length > 0 || unchecked.length > 0) {
    throw new Error(
      `The accessibility statement's report does not match the suite's axe results.\n` +
        (hidden.length ? `Found but not in the report: ${hidden.join("; ")}\n` : "") +
        (unchecked.length ? `In the report but not checked: ${unchecked.join(", ")}\n` : "") +
        `Run UPDATE_A11Y_REPORT=1 npm run test:e2e, check the change, and commit app/lib/accessibility/report.json.`,
    );
  }
}
