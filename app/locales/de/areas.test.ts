/**
 * The browser holds only the shell's texts plus the areas a screen registers (locales/de/shell.ts).
 * A module that names a key of an area outside the shell's part must register that area itself,
 * or its screen would show the bare key in the browser (and fail hydration). This scans the
 * source for key literals; the server registers everything, so `.server` modules are exempt.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import content from "./content";
import masterdata from "./masterdata";
import review from "./review";
import satisfaction from "./satisfaction";
import shell from "./shell";
import supplier from "./supplier";
import websiteServer from "./website-server";

const app = join(__dirname, "..", "..");
/** Key prefix → the call that registers it; the longest matching prefix counts. */
const areas = [
  ["content.review.", "registerReview"],
  ["content.", "registerContent"],
  ["masterdata.satisfaction.", "registerSatisfaction"],
  ["masterdata.", "registerMasterdata"],
  ["supplier.", "registerSupplier"],
  ["zr.", "registerZr"],
  ["reports.", "registerReports"],
  ["website.info.", "registerWebsitePages"],
  ["website.settings.", "registerWebsitePages"],
  ["website.", "registerWebsite"],
  ["awards.", "registerAwards"],
  ["account.settings.", "registerAccountScreens"],
  ["account.management.", "registerAccountScreens"],
  ["account.permissionLabels.", "registerAccountScreens"],
  ["account.auditActions.", "registerAccountScreens"],
  ["support.", "registerSupport"],
  ["associationEvents.", "registerAssociationEvents"],
  ["memberCompanies.", "registerAssociationCompanies"],
  ["catalogue.", "registerAssociationCatalogue"],
  ["associationDocuments.", "registerAssociationDocuments"],
  ["associationNews.", "registerAssociationNews"],
  ["supportView.", "registerSupportView"],
  ["privacy.", "registerPrivacy"],
] as const;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" || entry.name.includes(".server") ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) && entry.name !== "entry.server.tsx" ? [path] : [];
  });
}

function inShell(key: string): boolean {
  let node: unknown = shell;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return false;
    const record = node as Record<string, unknown>;
    node = record[part] ?? record[`${part}_one`];
  }
  return node !== undefined;
}

describe("area texts in the browser", () => {
  const files = sources(app);

  it("every module that names an area key outside the shell registers that area", () => {
    expect(files.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      for (const [, key = ""] of source.matchAll(/["'`]((?:content|masterdata|supplier|zr|website\.info|website\.settings|account\.settings|account\.management|account\.permissionLabels|account\.auditActions)\.(?:[\w.]+|(?=\$\{)))/g)) {
        const register = areas.find(([prefix]) => key.startsWith(prefix))?.[1] ?? "";
        if (!inShell(key.replace(/\.$/, "")) && !new RegExp(`\\b${register}\\(\\);`).test(source)) missing.push(`${relative(app, file)}: ${key} needs ${register}()`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("the browser names no website text that only the server registers (toasts, the script-free preview)", () => {
    const serverOnly = Object.entries(websiteServer).flatMap(([key, value]) => (typeof value === "string" ? [`website.${key}`] : Object.keys(value).map((k) => `website.${key}.${k}`)));
    const named = files.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return serverOnly.filter((key) => new RegExp(`["'\`]${key.replace(/\./g, "\\.")}["'\`]`).test(source)).map((key) => `${relative(app, file)}: ${key}`);
    });
    expect(named.filter((hit) => !hit.startsWith("routes/website.preview."))).toEqual([]);
  });

  it("no text is in both the shell's part and the rest of its area (one would hide the other)", () => {
    const leaves = (node: unknown, prefix: string): string[] =>
      typeof node === "object" && node !== null ? Object.entries(node).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`)) : [prefix];
    const rest = new Set([...leaves({ content, masterdata, supplier }, ""), ...leaves(review, ".content.review"), ...leaves(satisfaction, ".masterdata.satisfaction")]);
    const both = leaves(shell, "").filter((key) => rest.has(key));
    expect(both).toEqual([]);
    expect(rest.size).toBeGreaterThan(200);
  });

  it("the shell's part is found, other keys are not", () => {
    expect(inShell("masterdata.nav.contacts")).toBe(true);
    expect(inShell("content.list.results")).toBe(true);
    expect(inShell("masterdata.contacts.title")).toBe(false);
  });
});
