/**
 * The accessibility statement's facts (BITV 2.0 / § 12b BGG), generated from the axe checks of
 * the browser suite: which screens were checked and what the automated checks still find there.
 * The suite compares its actual results with `report.json` and fails when they differ, so the
 * statement stays true (`UPDATE_A11Y_REPORT=1 npm run test:e2e` writes it anew).
 */
export interface A11yFinding {
  /** axe rule id, e.g. "color-contrast" */
  rule: string;
  impact: "minor" | "moderate" | "serious" | "critical";
  /** screens (normalised paths) where it was found */
  screens: string[];
}

export interface A11yReport {
  /** the day the report was written (YYYY-MM-DD) */
  checkedOn: string;
  /** the axe rule sets checked */
  standard: string;
  screens: string[];
  findings: A11yFinding[];
}

/** "/News/17?x" → "/news/:id": one entry per screen, whatever record it showed (or ZR-Simulator session). */
export function screenOf(pathname: string): string {
  const path = (pathname.toLowerCase().replace(/\/+$/, "") || "/").replace(/^\/sam\/s\/[^/]+/, "/sam/s/:session");
  return path.replace(/\/(\d+|[0-9a-f]{8}-[0-9a-f-]{27})(?=\/|$)/g, "/:id");
}

export interface AxeRun {
  screen: string;
  violations: { rule: string; impact: A11yFinding["impact"] }[];
}

/** Folds the suite's runs into the report's screens and findings (sorted, so files compare). */
export function summarise(runs: AxeRun[]): Pick<A11yReport, "screens" | "findings"> {
  const screens = [...new Set(runs.map((r) => r.screen))].sort();
  const byRule = new Map<string, A11yFinding>();
  for (const run of runs) {
    for (const v of run.violations) {
      const key = `${v.rule}|${v.impact}`;
      const finding = byRule.get(key) ?? { rule: v.rule, impact: v.impact, screens: [] };
      if (!finding.screens.includes(run.screen)) finding.screens.push(run.screen);
      byRule.set(key, finding);
    }
  }
  const findings = [...byRule.values()].map((f) => ({ ...f, screens: f.screens.sort() })).sort((a, b) => `${a.rule}|${a.impact}`.localeCompare(`${b.rule}|${b.impact}`));
  return { screens, findings };
}
