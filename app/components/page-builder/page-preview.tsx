/**
 * The public preview of one page (issue 13): the site's navigation, the page's header images,
 * title, subtitle and intro, then its published elements in order — text (normal or two columns),
 * text-image (image left or right), multiple images (grid or slider), video and contact teaser —
 * as a complete HTML page without any script. A video is its poster image with a link to the
 * platform, so no third-party frame loads until the visitor asks for it.
 */
import type { CollectionItem } from "#contract/collection-item";
import { germanOf } from "~/components/collections/field-value";
import { PreviewDocument } from "~/components/preview/preview-document";
import { htmlKey } from "#contract/rich-text-names";
import { imageAlt, slotText } from "~/lib/collections/alt-texts";

const STYLE = `nav{background:#0f172a;padding:.5rem 1rem}nav a{color:#fff}nav ul{list-style:none;margin:0;padding:0;display:flex;gap:1.5rem;flex-wrap:wrap}nav ul ul{display:block;padding-left:1rem;font-size:.9rem}
.header{display:grid;gap:.5rem}
.two{columns:2;column-gap:2rem}
.ti{display:flex;gap:1.5rem;align-items:flex-start;flex-wrap:wrap}.ti.right{flex-direction:row-reverse}.ti>*{flex:1 1 16rem}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.75rem;list-style:none;padding:0}
.slider{display:flex;overflow-x:auto;gap:.75rem;list-style:none;padding:0;scroll-snap-type:x mandatory}.slider li{flex:0 0 80%;scroll-snap-align:start}
.video{display:block;position:relative;max-width:40rem}
.element{margin:2.5rem 0}`;

export interface NavEntry {
  id: number;
  title: string;
  navigationTitle: string | null;
  slug: string | null;
  external_link: string | null;
  children: NavEntry[];
}
export interface PreviewElement {
  collection: string;
  item: CollectionItem;
}
export interface PreviewContact {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

const text = (item: CollectionItem, name: string) => {
  const v = (germanOf(item) as Record<string, unknown> | undefined)?.[name];
  return typeof v === "string" ? v : "";
};
/** A formatted text as the API rendered and sanitized it (`<field>_html`, decision 0530). */
function Formatted({ item, name, className }: { item: CollectionItem; name: string; className?: string }) {
  const html = text(item, htmlKey(name));
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function Navigation({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <ul>
      {entries.map((e) => (
        <li key={e.id}>
          <a href={e.external_link ?? `/page-builder/preview/${e.id}`}>{e.navigationTitle || e.title}</a>
          {e.children.length ? <Navigation entries={e.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Element({ element, contacts, labels }: { element: PreviewElement; contacts: readonly PreviewContact[]; labels: { video: (platform: string) => string; contact: string; image: string } }) {
  const { collection, item } = element;
  const title = text(item, "title");
  const heading = title ? <h2>{title}</h2> : null;
  switch (collection) {
    case "trading_partner_content_text":
      return (
        <section className="element">
          {heading}
          <Formatted item={item} name="text" className={item.layout === "cols" ? "two" : undefined} />
        </section>
      );
    case "trading_partner_content_text_image":
      return (
        <section className={`element ti ${item.image_position === "right" ? "right" : ""}`}>
          {item.image ? <img src={`/assets/${item.image.id}?width=800`} alt={imageAlt(slotText(item, "image"))} /> : null}
          <div>
            {heading}
            <Formatted item={item} name="text" />
          </div>
        </section>
      );
    case "trading_partner_content_multiple_images":
      return (
        <section className="element">
          {heading}
          <ul className={item.imagePosition === "slider" ? "slider" : "grid"}>
            {item.images.map((image, i) => (
              <li key={image.id}>
                <img src={`/assets/${image.file.id}?width=600`} alt={imageAlt(image, `${title || labels.image} ${i + 1}`)} />
              </li>
            ))}
          </ul>
        </section>
      );
    case "trading_partner_content_video": {
      const link = typeof item.link === "string" ? item.link : "";
      const platform = item.videoType === "vimeo" ? "Vimeo" : "YouTube";
      return (
        <section className="element">
          {heading}
          {link ? (
            <a className="video" href={link} rel="noopener noreferrer">
              {item.image ? <img src={`/assets/${item.image.id}?width=800`} alt={imageAlt(slotText(item, "image"))} /> : null}
              <span>{labels.video(platform)}</span>
            </a>
          ) : null}
        </section>
      );
    }
    case "trading_partner_content_contact_teaser": {
      const contact = contacts.find((c) => c.id === item.contact);
      return (
        <section className="element">
          {heading}
          <Formatted item={item} name="text" />
          {contact ? (
            <address>
              <strong>
                {labels.contact}: {contact.name}
              </strong>
              {contact.phone ? (
                <>
                  <br />
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
                </>
              ) : null}
              {contact.email ? (
                <>
                  <br />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </>
              ) : null}
            </address>
          ) : null}
        </section>
      );
    }
    default:
      return null;
  }
}

export function PagePreview({
  page,
  elements,
  navigation,
  contacts,
  notice,
  labels,
  nonce,
}: {
  page: CollectionItem;
  elements: readonly PreviewElement[];
  navigation: readonly NavEntry[];
  contacts: readonly PreviewContact[];
  notice: string;
  labels: {
    video: (platform: string) => string;
    contact: string;
    navigation: string;
    /** an image's fallback alternative text in a gallery without a title */
    image: string;
  };
  /** the request's CSP nonce: the page's inline stylesheet needs it */
  nonce: string;
}) {
  const title = text(page, "title");
  return (
    <PreviewDocument
      title={text(page, "metaTitle") || title}
      nonce={nonce}
      notice={notice}
      style={STYLE}
      head={text(page, "metaDescription") ? <meta name="description" content={text(page, "metaDescription")} /> : null}
    >
      {navigation.length ? (
        <nav aria-label={labels.navigation}>
          <Navigation entries={navigation} />
        </nav>
      ) : null}
      <main>
        <article>
          {page.images.length ? (
            <div className="header">
              {page.images.map((image) => (
                <img key={image.id} src={`/assets/${image.file.id}?width=1200`} alt={imageAlt(image)} />
              ))}
            </div>
          ) : null}
          <h1>{title}</h1>
          {text(page, "subtitle") ? <p className="meta">{text(page, "subtitle")}</p> : null}
          <Formatted item={page} name="introText" />
          {elements.map((e) => (
            <Element key={`${e.collection}-${e.item.id}`} element={e} contacts={contacts} labels={labels} />
          ))}
        </article>
      </main>
    </PreviewDocument>
  );
}
