/**
 * Every area's texts, for the server: loaders, actions and toasts translate keys of any area, so
 * the server registers all of them at start (entry.server.tsx). The browser never imports this
 * module; its screens register the areas they show (see ./shell.ts).
 */
import { registerContent } from "./content";
import { registerMasterdata } from "./masterdata";
import { registerReview } from "./review";
import { registerSatisfaction } from "./satisfaction";
import { registerSupplier } from "./supplier";

export function registerAllAreas(): void {
  registerContent();
  registerMasterdata();
  registerReview();
  registerSatisfaction();
  registerSupplier();
}
