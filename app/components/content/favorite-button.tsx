/** Favorite toggle of a brand (favorite_brands). */
import { useTranslation } from "~/i18n";
import { Icon } from "../ui/icon";
import { ToggleForm } from "./toggle-form";
import { registerContent } from "~/locales/de/content";

registerContent();

export function FavoriteButton({ brandId, brandName, isFavorite }: { brandId: number; brandName: string; isFavorite: boolean }) {
  const { t } = useTranslation();
  return (
    <ToggleForm
      intent="favorite"
      idName="brandId"
      id={brandId}
      flag="favorite"
      on={isFavorite}
      className="rounded-md p-2 text-amber-600 hover:bg-amber-50"
      label={(shown) => `${shown ? t("content.brands.unfavorite") : t("content.brands.favorite")}: ${brandName}`}
    >
      {(shown) => <Icon name="star" className={`h-6 w-6 ${shown ? "fill-current" : ""}`} />}
    </ToggleForm>
  );
}
