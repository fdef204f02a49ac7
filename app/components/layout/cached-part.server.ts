/**
 * `CachedPart` for a screen's own part (the sign-in form, the dashboard's widgets): a `.server`
 * module, so the browser gets none of it and renders the part itself. Imported by a screen and by
 * the signed-in layout, the module would become a chunk of its own on every route's first visit.
 */
export { CachedPart as ServerCachedPart } from "./cached-part";
