import { describe, expect, it } from "vitest";
import { singletonPayload } from "./payload";

describe("singletonPayload (the website settings)", () => {
  it("prepares the payload: emptied fields null, the logo as its id, read-only fields gone, the version on updates", () => {
    const loaded = { id: 4, version: 7, site_name: "Sommer", imprint: "Alt", logo: { id: "8c1f5c1e-1d7a-4a8b-9d51-0e3b2f4a6c7d", filename_download: "logo.png" }, addresses: [] };
    const payload = singletonPayload(["site_name", "imprint", "domain", "logo"], "logo", { site_name: "Sommer Wohnen", imprint: null, logo: loaded.logo }, loaded);
    expect(payload).toEqual({ site_name: "Sommer Wohnen", imprint: null, logo: loaded.logo.id, version: 7 });
    expect(singletonPayload(["site_name"], "logo", { site_name: "Neu", logo: null }, null)).toEqual({ site_name: "Neu" });
  });
});
