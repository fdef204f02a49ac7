import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffDocumentType, sniffImageType } from "./sniff";

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

/** Local file headers of a stored (uncompressed) ZIP: all the sniffer reads of an office file. */
function zip(entries: [string, string][]): Buffer {
  return Buffer.concat(
    entries.flatMap(([name, content]) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt32LE(Buffer.byteLength(content), 18);
      header.writeUInt32LE(Buffer.byteLength(content), 22);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return [header, Buffer.from(name, "latin1"), Buffer.from(content)];
    }),
  );
}

describe("document type from content", () => {
  it("recognises pdf and the images", async () => {
    expect(sniffDocumentType(Buffer.from("%PDF-1.7\n%âãÏÓ"))).toBe("application/pdf");
    expect(sniffDocumentType(await pixel().png().toBuffer())).toBe("image/png");
  });

  it("tells Word, Excel and PowerPoint apart by their entries", () => {
    const ooxml = (part: string) => zip([["[Content_Types].xml", "<Types/>"], ["_rels/.rels", "<Relationships/>"], [part, "<x/>"]]);
    expect(sniffDocumentType(ooxml("word/document.xml"))).toMatch(/wordprocessingml/);
    expect(sniffDocumentType(ooxml("xl/workbook.xml"))).toMatch(/spreadsheetml/);
    expect(sniffDocumentType(ooxml("ppt/presentation.xml"))).toMatch(/presentationml/);
  });

  it("reads the OpenDocument type from its mimetype entry", () => {
    expect(sniffDocumentType(zip([["mimetype", "application/vnd.oasis.opendocument.spreadsheet"], ["content.xml", "<x/>"]]))).toBe(
      "application/vnd.oasis.opendocument.spreadsheet",
    );
    expect(sniffDocumentType(zip([["mimetype", "application/vnd.oasis.opendocument.graphics"]]))).toBeUndefined();
  });

  it("refuses macros, plain zips, legacy office files, scripts and svg", () => {
    expect(sniffDocumentType(zip([["[Content_Types].xml", "<Types/>"], ["word/document.xml", "<x/>"], ["word/vbaProject.bin", "x"]]))).toBeUndefined();
    expect(sniffDocumentType(zip([["preisliste.csv", "a;b"]]))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from("#!/bin/sh\nrm -rf /"))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"))).toBeUndefined();
  });
});
