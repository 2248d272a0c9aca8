import { crc32, deflateRawSync } from "node:zlib";

/**
 * A zip written by hand, for hostile files: each entry deflated, with the
 * uncompressed size the central directory declares (its true size unless
 * `declare` says otherwise, as a lying zip bomb would).
 */
export function zip(entries: { name: string; data: Buffer; declare?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const size = entry.declare ?? entry.data.length;
    // What the local header and the central directory both say of the entry, from `at`.
    const describe = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc, at);
      header.writeUInt32LE(packed.length, at + 4);
      header.writeUInt32LE(size, at + 8);
      header.writeUInt16LE(name.length, at + 12);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    describe(local, 14);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    describe(central, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The parts of an .xlsx, with a first sheet of `sheetXml`. */
export function xlsxWithSheet(sheetXml: Buffer, declare?: number): Buffer {
  const text = (value: string) => Buffer.from(value);
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  return zip([
    {
      name: "[Content_Types].xml",
      data: text(
        `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: text(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: text(
        `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: text(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: "xl/worksheets/sheet1.xml", data: sheetXml, declare },
  ]);
}

/** A sheet of `rows` identical rows of three text cells: megabytes of XML that deflate to almost nothing. */
export function repetitiveSheet(rows: number): Buffer {
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const row = `<row><c t="inlineStr"><is><t>Clothes</t></is></c><c t="inlineStr"><is><t>T-shirt</t></is></c><c t="inlineStr"><is><t>610910</t></is></c></row>`;
  return Buffer.concat([
    Buffer.from(`<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>`),
    Buffer.from(row.repeat(rows)),
    Buffer.from("</sheetData></worksheet>"),
  ]);
}
