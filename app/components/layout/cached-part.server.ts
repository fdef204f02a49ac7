/**
 * `CachedPart` for a screen that is the only one of its bundle to use it (the sign-in form): a
 * `.server` module, so the browser gets none of it and renders the part itself. Shared with the
 * signed-in layout, the module would become a chunk of its own on every signed-in route's first visit.
 */
export { CachedPart as ServerCachedPart } from "./cached-part";
