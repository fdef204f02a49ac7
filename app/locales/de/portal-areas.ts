/**
 * The texts of the signed-in areas, added to the shared i18n instance by the modules that use
 * them (the signed-in layout, the form schemas): on the server at start, in the browser before
 * the signed-in layout first renders. A call, not a side-effect import: the package is marked
 * free of side effects, so the bundler would drop a bare import.
 */
import { addResources } from "~/i18n";
import content from "./content";
import masterdata from "./masterdata";
import supplier from "./supplier";

export function registerPortalAreas(): void {
  addResources({ content, masterdata, supplier });
}
