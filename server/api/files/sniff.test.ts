import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff";

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#c0392b" } });

describe("image type from content", () => {
  it("recognises jpeg, png, webp and gif", async () => {
    expect(sniffImageType(await pixel().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffImageType(await pixel().png().toBuffer())).toBe("image/png");
    expect(sniffImageType(await pixel().webp().toBuffer())).toBe("image/webp");
    expect(sniffImageType(await pixel().gif().toBuffer())).toBe("image/gif");
  });

  it("refuses svg, even when it claims to be an image", () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(sniffImageType(svg)).toBeUndefined();
  });

  it("refuses other content and truncated headers", () => {
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(Buffer.from("RIFF0000WAVE"))).toBeUndefined();
  });
});
