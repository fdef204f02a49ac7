/**
 * The image parts of a collection's edit screen that only an image needs (issue 27): each
 * image's alternative text with its "dekorativ" mark, and the sorted galleries with their
 * multi-photo upload. collection-edit.tsx loads this module on demand (React.lazy): the server
 * renders it in full, and a first visit to a screen does not carry its script (decision 0531).
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { EditLoader } from "~/.server/collection-screens";
import { IntentForm } from "~/components/editing/confirm-dialog";
import { GalleryUpload } from "~/components/editing/gallery-upload";
import { SortButtons } from "~/components/editing/sort-buttons";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";
import { altName, decorativeName } from "~/lib/collections/alt-texts";
import { withTarget } from "~/lib/collections/upload-target";
import type { GallerySpec } from "#contract/describe";

type Data = Awaited<ReturnType<EditLoader>>;
type Item = NonNullable<Data["item"]>;
type Fields = Record<string, FieldMetadata<string>>;
type GalleryImage = Item["images"][number];


/**
 * An image's alternative text and its "dekorativ" mark (issue 27): inputs beside the image, part
 * of the edit form through their `form` attribute, saved with it.
 */
export function AltTextInputs({ meta, name, id, label }: { meta: Fields; name: [string, string]; id: string; label: string }) {
  const { t } = useTranslation();
  const [alt, decorative] = [meta[name[0]]!, meta[name[1]]!];
  const errorId = `${id}-alt-error`;
  return (
    <div className="mt-2 space-y-1">
      <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps(alt, { type: "text" })}
        key={alt.key}
        id={`${id}-alt`}
        maxLength={250}
        aria-describedby={alt.errors ? errorId : undefined}
        className="block w-full rounded border border-slate-400 px-2 py-1 text-sm"
      />
      {alt.errors ? (
        <p id={errorId} className="text-sm text-red-700">
          {alt.errors.join(" ")}
        </p>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input {...getInputProps(decorative, { type: "checkbox", value: "on" })} key={decorative.key} />
        {t("website.alt.decorative")}
      </label>
    </div>
  );
}

/** One sorted gallery of the entry: the main one (`images`, the texts say "Galerie") or a named one (its label in every text). */
export function Gallery({ data, spec, returnTo, meta }: { data: Data & { item: Item }; spec: GallerySpec; returnTo: string; meta: Fields }) {
  const { t } = useTranslation();
  const { item, upload, target, results } = data;
  const main = spec.field === "images";
  const key = main ? "gallery" : spec.field;
  const images = ((item[spec.field] as GalleryImage[] | undefined) ?? []).slice();
  const full = images.length >= spec.limit;
  const position = (n: number) => (main ? t("website.gallery.position", { position: n }) : t("website.gallery.namedPosition", { label: spec.label, position: n }));
  const hidden: Record<string, string> = main ? {} : { gallery: spec.field };
  const back = withTarget(returnTo, key);
  const action = `/files/gallery?${new URLSearchParams({ collection: data.screen.collection, item: String(item.id), gallery: spec.field, returnTo: back })}`;
  return (
    <section id={key} aria-labelledby={`${key}-title`} className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id={`${key}-title`} className="text-lg font-semibold">
        {spec.label}
      </h2>
      <p className="text-sm text-slate-600">{t("website.gallery.count", { count: images.length, limit: spec.limit })}</p>
      {images.length === 0 ? (
        <p className="mt-2 text-slate-600">{t("website.gallery.empty")}</p>
      ) : (
        <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={image.id} id={`gallery-${image.id}`} className="rounded border border-slate-200 p-2">
                <img
                  src={`/assets/${image.file.id}?width=320&height=200&fit=cover`}
                  alt={image.decorative ? "" : image.alt || (main ? t("website.gallery.imageAlt", { position: n }) : position(n))}
                  width={160}
                  height={100}
                  className="h-24 w-40 rounded object-cover"
                />
                <p className="mt-1 text-sm">{t("website.gallery.position", { position: n })}</p>
                {image.alt || image.decorative ? null : <p className="text-sm font-medium text-amber-900">{t("website.alt.missing")}</p>}
                <AltTextInputs
                  meta={meta}
                  id={`${key}-${image.id}`}
                  name={[altName(spec.field, image.id), decorativeName(spec.field, image.id)]}
                  label={`${t("website.alt.label")}: ${position(n)}`}
                />
                <div className="mt-1 flex flex-wrap gap-1">
                  <SortButtons intent="gallery-sort" item={image.id} previous={images[index - 1]?.id} next={images[index + 1]?.id} name={position(n)} fields={hidden} />
                  <IntentForm
                    intent="gallery-delete"
                    fields={{ id: image.id, ...hidden }}
                    label={t("website.gallery.remove")}
                    ariaLabel={main ? t("website.gallery.removeLabel", { position: n }) : t("website.gallery.namedRemoveLabel", { label: spec.label, position: n })}
                    className={buttonClass("ghost", "sm")}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {images.length ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {/* The edit form's own submit, here as well: the texts above belong to that form. */}
          <button type="submit" form={meta.version!.formId} name="intent" value="save" className={buttonClass("primary")}>
            {t("website.alt.save")}
          </button>
          <p className="text-sm text-slate-600">{t("website.alt.saveHint")}</p>
        </div>
      ) : null}
      {full ? (
        <p className="mt-3 text-amber-900">{t("website.gallery.full", { limit: spec.limit })}</p>
      ) : (
        <div className="mt-4">
          <GalleryUpload
            id={`${key}-upload`}
            action={action}
            returnTo={back}
            label={main ? t("website.gallery.uploadLabel") : t("website.gallery.namedUploadLabel", { label: spec.label })}
            results={target === key ? results : null}
            error={target === key ? upload.error : null}
          />
        </div>
      )}
    </section>
  );
}

