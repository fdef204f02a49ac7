/**
 * Account → Einstellungen: the user's avatar (decision 0552). Plain multipart form to
 * /account/avatar (a full-page post, the same with and without JavaScript); the server crops the
 * image square, at the part chosen under "Bildausschnitt" (the middle by default). A refused
 * upload comes back as ?upload=<reason>, shown under the form.
 */
import { Form } from "@remix-run/react";
import { AVATAR_CROPS } from "#contract/avatar";
import { ERROR_KEYS, type UploadError } from "~/components/editing/image-upload";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { useTranslation } from "~/i18n";

export const AVATAR_ACTION = "/account/avatar";

export function AvatarSection({ avatar, initials, error }: { avatar: string | null; initials: string; error: UploadError | null }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="avatar" heading={t("account.avatar.heading")} intro={t("account.avatar.intro")}>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <figure className="flex flex-col items-center gap-2">
          <Avatar avatar={avatar} initials={initials} size="large" />
          <figcaption className="text-sm text-slate-600">{avatar ? t("account.avatar.current") : t("account.avatar.none")}</figcaption>
        </figure>
        <div className="min-w-0 flex-1 space-y-4">
          <Form method="post" action={AVATAR_ACTION} encType="multipart/form-data" reloadDocument className="space-y-4">
            <div>
              <label htmlFor="avatar-file" className="block text-sm font-medium text-slate-800">
                {t("account.avatar.file")}
              </label>
              <input
                id="avatar-file"
                type="file"
                name="file"
                required
                accept="image/jpeg,image/png,image/webp,image/gif"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "avatar-error" : undefined}
                className="mt-1 block text-sm"
              />
              {error ? (
                <p id="avatar-error" role="alert" className="mt-1 text-sm text-red-700">
                  {t(ERROR_KEYS[error])}
                </p>
              ) : null}
            </div>
            <fieldset aria-describedby="avatar-crop-hint">
              <legend className="text-sm font-medium text-slate-800">{t("account.avatar.crop")}</legend>
              <p id="avatar-crop-hint" className="text-sm text-slate-600">
                {t("account.avatar.cropHint")}
              </p>
              <div className="mt-2 flex flex-wrap gap-4">
                {AVATAR_CROPS.map((crop) => (
                  <label key={crop} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="crop" value={crop} defaultChecked={crop === "center"} />
                    {t(`account.avatar.crops.${crop}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={buttonClass("primary")}>
              {t("account.avatar.upload")}
            </button>
          </Form>
          {avatar ? (
            <Form method="post" action={AVATAR_ACTION} reloadDocument>
              <button type="submit" name="intent" value="remove" className={buttonClass("secondary")}>
                {t("account.avatar.remove")}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
