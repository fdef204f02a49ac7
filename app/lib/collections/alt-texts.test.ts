import { describe, expect, it } from "vitest";
import { altDefaults, altPayload, undescribedCount } from "./alt-texts";

const item = {
  image: { id: "f1" },
  logo: null,
  alt_texts: { image: { alt: "Küche mit Kochinsel", decorative: false } },
  images: [
    { id: 7, alt: null, decorative: false },
    { id: 8, alt: "Essplatz", decorative: false },
    { id: 9, alt: null, decorative: true },
  ],
};
const galleries = [{ field: "images" }];

describe("alternative texts of the edit form", () => {
  it("starts from the item's texts and counts the images that have neither text nor mark", () => {
    expect(altDefaults(["image"], galleries, item)).toEqual({
      alt__image: "Küche mit Kochinsel",
      decorative__image: "",
      alt__images__7: "",
      decorative__images__7: "",
      alt__images__8: "Essplatz",
      decorative__images__8: "",
      alt__images__9: "",
      decorative__images__9: "on",
    });
    expect(undescribedCount(["image", "logo"], galleries, item)).toBe(1);
    expect(undescribedCount(["image"], galleries, { ...item, alt_texts: {} })).toBe(2);
  });

  it("sends the posted texts, only changed gallery entries, and never another item's entry", () => {
    const posted = { alt__image: "  Neue Küche ", alt__images__7: "Sofa", decorative__images__8: "on", alt__images__8: "Essplatz", alt__images__9: "", decorative__images__9: "on", alt__images__99: "fremd" };
    expect(altPayload(["image"], galleries, posted, item)).toEqual({
      alt_texts: { image: { alt: "Neue Küche", decorative: false } },
      images: {
        create: [],
        update: [
          { id: 7, alt: "Sofa", decorative: false },
          { id: 8, alt: "Essplatz", decorative: true },
        ],
      },
    });
    expect(altPayload(["image"], galleries, {}, item)).toEqual({});
  });
});
