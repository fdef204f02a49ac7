/**
 * The public preview of one website entry: how the trading partner's website renders it
 * (title, image, text, dates, link, gallery), as a complete HTML page without any script.
 */
import type { CollectionItem } from "#contract/collection-item";
import type { ScreenDescription } from "#contract/describe";
import { PreviewDocument } from "~/components/preview/preview-document";
import { htmlKey } from "#contract/rich-text-names";
import { displayValue, germanOf, itemName } from "./field-value";
import { imageAlt, slotText } from "~/lib/collections/alt-texts";

const STYLE = `.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.75rem;list-style:none;padding:0}
.meta{color:#475569}`;

/**
 * `jsonLd`: structured data of the entry (a published job's schema.org JobPosting), already
 * serialised with "<" escaped; `addresses` names the entry's address choice.
 */
export function PreviewPage({
  screen,
  item,
  notice,
  jsonLd,
  addresses = [],
  texts,
  nonce,
}: {
  screen: Pick<ScreenDescription, "fields" | "labels" | "nameField" | "galleries">;
  item: CollectionItem;
  notice: string;
  jsonLd?: string | null;
  addresses?: readonly { value: string; label: string }[];
  /** the page's own words (the server's: the preview is rendered there) */
  texts: { yes: string; no: string; more: string; image: string };
  /** the request's CSP nonce: the page's inline stylesheet needs it */
  nonce: string;
}) {
  const de: Record<string, unknown> = germanOf(item) ?? {};
  const text = (name: string) => (typeof de[name] === "string" ? (de[name] as string) : "");
  // Formatted texts come as the API's sanitized HTML (decision 0530); the main text first, without a heading.
  const formatted = screen.fields.filter((f) => f.format === "markdown");
  const htmlOf = (f: (typeof formatted)[number]) => {
    const html = f.translated ? de[htmlKey(f.name)] : item[htmlKey(f.name)];
    return typeof html === "string" ? html : "";
  };
  const main = formatted.find((f) => f.translated && (f.name === "text" || f.name === "description"));
  // Linked entries and icons have their own calls; the template flag is the editor's business.
  const shown = screen.fields.filter(
    (f) => !f.translated && !f.format && !["internal_title", "link", "video", "is_template", screen.nameField].includes(f.name) && !f.fixed && !["relations", "icon", "image", "productGroups"].includes(f.input),
  );
  const logos = screen.fields.filter((f) => f.input === "image" && typeof item[f.name] === "string");
  const yesNo: [string, string] = [texts.yes, texts.no];
  // Each image's alternative text (issue 27): a decorative one renders with an empty alt.
  const altOf = (slot: string, fallback = "") => imageAlt(slotText(item, slot), fallback);
  const link = text("link") || (typeof item.link === "string" ? item.link : "");
  return (
    <PreviewDocument
      title={`${itemName(item, screen.nameField)} – ${screen.labels.one}`}
      nonce={nonce}
      notice={notice}
      style={STYLE}
      /* JSON-LD is data, not script: it runs nowhere, job search engines read it. */
      head={jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    >
      <main>
        <article>
          <h1>{text("title") || itemName(item, screen.nameField)}</h1>
          {item.image ? <img src={`/assets/${item.image.id}?width=1200`} alt={altOf("image")} /> : null}
          {typeof item.icon === "string" ? <img src={`/assets/${item.icon}?width=128`} alt="" width={64} height={64} /> : null}
          {logos.map((f) => (
            <img key={f.name} src={`/assets/${String(item[f.name])}?width=400`} alt={altOf(f.name, f.label)} width={200} />
          ))}
          {text("teaser") ? (
            <p>
              <strong>{text("teaser")}</strong>
            </p>
          ) : null}
          {main && htmlOf(main) ? <div className="text" dangerouslySetInnerHTML={{ __html: htmlOf(main) }} /> : null}
          {formatted
            .filter((f) => f !== main && htmlOf(f))
            .map((f) => (
              <section key={f.name}>
                <h2>{f.label}</h2>
                <div className="text" dangerouslySetInnerHTML={{ __html: htmlOf(f) }} />
              </section>
            ))}
          <dl className="meta">
            {shown
              .filter((f) => displayValue(item, f, yesNo) !== "–")
              .map((f) => (
                <div key={f.name}>
                  <dt>{f.label}</dt>
                  <dd>{displayValue(item, f, yesNo, [], { address: addresses })}</dd>
                </div>
              ))}
          </dl>
          {link ? (
            <p>
              <a href={link}>{texts.more}</a>
            </p>
          ) : null}
          {screen.galleries.map((g) => {
            const images = (item[g.field] as { id: number; file: { id: string }; alt: string | null; decorative: boolean }[] | undefined) ?? [];
            return images.length ? (
              <section key={g.field}>
                {g.field === "images" ? null : <h2>{g.label}</h2>}
                <ul className="gallery">
                  {images.map((image, i) => (
                    <li key={image.id}>
                      <img src={`/assets/${image.file.id}?width=600`} alt={imageAlt(image, `${texts.image} ${i + 1}`)} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null;
          })}
        </article>
      </main>
    </PreviewDocument>
  );
}
