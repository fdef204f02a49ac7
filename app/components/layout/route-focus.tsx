import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** Key of the document's first location; module state, so it survives remounts of the shell. */
let documentLocationKey: string | undefined;

/**
 * After a client-side navigation, move focus to the page heading so keyboard and screen-reader
 * users start at the new content — or, when the URL names an element (`#widget-news` after moving
 * that widget), to that element, so a keyboard user continues where they acted. The document's first location is left alone: a full page load
 * starts at the top anyway. Keyed on the location rather than on mount, because the shell
 * remounts when the app leaves an error page.
 */
export function RouteFocus() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    documentLocationKey ??= key;
    if (key === documentLocationKey) return;
    // An open drawer (URL state) has placed focus inside itself already.
    if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
    const target = (hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null) ?? document.querySelector<HTMLElement>("main h1");
    if (!target) return;
    if (!target.hasAttribute("tabindex") && target.tabIndex < 0) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: false });
  }, [pathname, hash, key]);
  return null;
}
