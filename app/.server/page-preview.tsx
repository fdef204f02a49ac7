/** Renders the page preview to static HTML (server only). */
import { renderToStaticMarkup } from "react-dom/server";
import { PagePreview } from "~/components/page-builder/page-preview";

export function renderPreview(props: Parameters<typeof PagePreview>[0]): string {
  return renderToStaticMarkup(<PagePreview {...props} />);
}
