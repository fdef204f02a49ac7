/**
 * The frame of a script-free preview (a website entry, a page-builder page): a complete HTML page
 * rendered on the server, kept out of search engines, its stylesheet inline with the request's
 * CSP nonce, and the notice that it is a preview above the content.
 */
import type { ReactNode } from "react";

const BASE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1e293b;background:#fff}
main{max-width:60rem;margin:0 auto;padding:2rem 1rem}
.note{background:#fef3c7;color:#78350f;padding:.5rem 1rem;font-size:.9rem;margin:0}
img{max-width:100%;height:auto;border-radius:.5rem}
a{color:#1d4ed8}`;

export function PreviewDocument({
  title,
  nonce,
  notice,
  style = "",
  head,
  children,
}: {
  title: string;
  /** the request's CSP nonce: the inline stylesheet needs it */
  nonce: string;
  notice: string;
  /** the preview's own rules, after the shared ones */
  style?: string;
  /** further head elements (a description, structured data) */
  head?: ReactNode;
  children: ReactNode;
}) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {head}
        <style nonce={nonce}>{`${BASE_STYLE}\n${style}`}</style>
      </head>
      <body>
        <p className="note">{notice}</p>
        {children}
      </body>
    </html>
  );
}
