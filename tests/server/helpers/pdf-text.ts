import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, line by line: its content streams inflated and the
 * strings of their TJ operators decoded (pdfkit writes standard-font text as hex WinAnsi).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an image's data, not a content stream
    }
    for (const array of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((piece) => piece[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
