import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { amountInWords } from '../../../../src/domain/invoicing/amount-in-words';
import { type CfdiTax, type CfdiView, cfdiView } from './cfdi-view';
import { parseXml } from './parse-xml';
import { verificationUrl } from './verification-url';

/**
 * The printed representation of a stamped CFDI (Letter, Spanish labels), drawn from the stamped
 * XML text alone: issuer, receiver, concepts with their taxes, totals and the total in words,
 * payment data, related CFDI, the payments of a complement, the stamp and SAT's verification QR.
 */
const MARGIN = 36;
const WIDTH = 612 - 2 * MARGIN;
const BOTTOM = 792 - MARGIN;
const SMALL = 7;
const BODY = 8;
const GREY = '#555555';

const TITLES: Record<string, string> = {
  I: 'Factura',
  E: 'Nota de crédito',
  P: 'Complemento de pago',
  T: 'Traslado',
};

type Doc = PDFKit.PDFDocument;

const money = (amount: string | undefined, moneda: string) =>
  amount === undefined
    ? ''
    : new Intl.NumberFormat('es-MX', {
        style: 'currency',
        currency: moneda === 'XXX' ? 'MXN' : moneda,
        minimumFractionDigits: 2,
        maximumFractionDigits: 6,
      }).format(Number(amount));

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function heading(doc: Doc, title: string) {
  ensureRoom(doc, 30);
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('black')
    .text(title, MARGIN, doc.y, { width: WIDTH });
  doc
    .moveTo(MARGIN, doc.y + 1)
    .lineTo(MARGIN + WIDTH, doc.y + 1)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.3);
}

/** Label: value pairs, two per line. */
function fields(doc: Doc, pairs: [string, string | undefined][]) {
  const shown = pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
  const half = WIDTH / 2;
  for (let index = 0; index < shown.length; index += 2) {
    ensureRoom(doc, 24);
    const top = doc.y;
    let bottom = top;
    for (const [column, pair] of shown.slice(index, index + 2).entries()) {
      const [label, text] = pair;
      doc.font('Helvetica-Bold').fontSize(BODY).fillColor(GREY);
      doc.text(`${label}: `, MARGIN + column * half, top, { width: half - 8, continued: true });
      doc.font('Helvetica').fillColor('black').text(text);
      bottom = Math.max(bottom, doc.y);
    }
    doc.y = bottom;
  }
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

function row(doc: Doc, columns: Column[], cells: string[], bold = false) {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(SMALL)
    .fillColor('black');
  const height = Math.max(
    ...cells.map((cell, index) => doc.heightOfString(cell, { width: (columns[index]?.width ?? 0) - 4 })),
  );
  ensureRoom(doc, height + 4);
  const top = doc.y;
  let x = MARGIN;
  for (const [index, column] of columns.entries()) {
    doc.text(cells[index] ?? '', x, top, { width: column.width - 4, align: column.align ?? 'left' });
    x += column.width;
  }
  doc.y = top + height + 3;
}

function table(doc: Doc, columns: Column[], rows: string[][]) {
  row(
    doc,
    columns,
    columns.map((column) => column.title),
    true,
  );
  for (const cells of rows) row(doc, columns, cells);
}

const taxLine = (tax: CfdiTax, moneda: string) =>
  [
    `${tax.kind} ${tax.impuesto}`,
    tax.factor,
    tax.rate,
    tax.base !== undefined ? `base ${money(tax.base, moneda)}` : undefined,
    tax.importe !== undefined ? `importe ${money(tax.importe, moneda)}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

function header(doc: Doc, view: CfdiView) {
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black');
  doc.text(`${TITLES[view.tipo] ?? view.tipoLabel} ${view.serieFolio}`.trim(), MARGIN, MARGIN, {
    width: WIDTH,
  });
  doc.font('Helvetica-Bold').fontSize(11).text(view.emisor.nombre, { width: WIDTH });
  doc.moveDown(0.3);
  fields(doc, [
    ['RFC del emisor', view.emisor.rfc],
    ['Régimen fiscal', view.emisor.regimen],
    ['Folio fiscal (UUID)', view.timbre.uuid],
    ['Tipo de comprobante', view.tipoLabel],
    ['Fecha de emisión', view.fecha],
    ['Lugar de expedición', view.lugarExpedicion],
    ['No. de serie del CSD del emisor', view.noCertificado],
    ['No. de serie del certificado del SAT', view.timbre.noCertificadoSat],
    ['Fecha y hora de certificación', view.timbre.fechaTimbrado],
    ['RFC del proveedor de certificación', view.timbre.rfcProvCertif],
    ['Exportación', view.exportacion],
  ]);
}

function concepts(doc: Doc, view: CfdiView) {
  heading(doc, 'Conceptos');
  const columns: Column[] = [
    { title: 'Clave', width: 52 },
    { title: 'Cantidad', width: 44, align: 'right' },
    { title: 'Unidad', width: 70 },
    { title: 'Descripción', width: 226 },
    { title: 'Valor unitario', width: 74, align: 'right' },
    { title: 'Importe', width: 74, align: 'right' },
  ];
  row(
    doc,
    columns,
    columns.map((column) => column.title),
    true,
  );
  for (const concept of view.conceptos) {
    row(doc, columns, [
      concept.clave,
      concept.cantidad,
      concept.unidad,
      concept.descripcion.replace(/\s+/g, ' '),
      money(concept.valorUnitario, view.moneda),
      money(concept.importe, view.moneda),
    ]);
    const notes = [
      concept.descuento ? `Descuento ${money(concept.descuento, view.moneda)}` : undefined,
      ...concept.taxes.map((tax) => taxLine(tax, view.moneda)),
    ].filter((note): note is string => Boolean(note));
    if (notes.length > 0) {
      doc.font('Helvetica').fontSize(6.5).fillColor(GREY);
      doc.text(notes.join('\n'), MARGIN + 166, doc.y - 1, { width: WIDTH - 166 });
      doc.moveDown(0.3);
    }
  }
}

function totals(doc: Doc, view: CfdiView) {
  heading(doc, 'Impuestos y totales');
  doc.font('Helvetica').fontSize(BODY).fillColor('black');
  for (const tax of view.taxes) doc.text(taxLine(tax, view.moneda), MARGIN, doc.y, { width: WIDTH });
  const lines: [string, string | undefined][] = [
    ['Subtotal', view.subTotal],
    ['Descuento', view.descuento],
    ['Impuestos trasladados', view.totalTraslados],
    ['Impuestos retenidos', view.totalRetenciones],
    ['Total', view.total],
  ];
  for (const [label, amount] of lines) {
    if (amount === undefined) continue;
    ensureRoom(doc, 14);
    const top = doc.y;
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').fontSize(label === 'Total' ? 10 : BODY);
    doc.text(label, MARGIN + WIDTH - 240, top, { width: 130, align: 'right' });
    doc.text(money(amount, view.moneda), MARGIN + WIDTH - 100, top, { width: 100, align: 'right' });
  }
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(BODY);
  doc.text(`Importe con letra: ${amountInWords(view.total, view.moneda)}`, MARGIN, doc.y, { width: WIDTH });
  fields(doc, [
    ['Forma de pago', view.formaPago],
    ['Método de pago', view.metodoPago],
    ['Moneda', view.moneda],
    ['Tipo de cambio', view.tipoCambio],
  ]);
}

function related(doc: Doc, view: CfdiView) {
  if (view.relacionados.length === 0) return;
  heading(doc, 'CFDI relacionados');
  for (const group of view.relacionados)
    fields(doc, [
      ['Tipo de relación', group.tipoRelacion],
      ['UUID', group.uuids.join(', ')],
    ]);
}

function payments(doc: Doc, view: CfdiView) {
  for (const pago of view.pagos) {
    heading(doc, 'Pago recibido');
    fields(doc, [
      ['Fecha de pago', pago.fecha],
      ['Forma de pago', pago.formaPago],
      ['Moneda', pago.moneda],
      ['Monto', money(pago.monto, pago.moneda)],
    ]);
    doc.font('Helvetica-Bold').fontSize(BODY).fillColor('black');
    doc.text(`Importe con letra: ${amountInWords(pago.monto, pago.moneda)}`, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    table(
      doc,
      [
        { title: 'Documento relacionado (UUID)', width: 190 },
        { title: 'Serie y folio', width: 60 },
        { title: 'Parcialidad', width: 50, align: 'right' },
        { title: 'Saldo anterior', width: 80, align: 'right' },
        { title: 'Importe pagado', width: 80, align: 'right' },
        { title: 'Saldo insoluto', width: 80, align: 'right' },
      ],
      pago.doctos.map((docto) => [
        docto.uuid,
        docto.serieFolio,
        docto.parcialidad,
        money(docto.saldoAnterior, pago.moneda),
        money(docto.pagado, pago.moneda),
        money(docto.saldoInsoluto, pago.moneda),
      ]),
    );
  }
}

function stamp(doc: Doc, view: CfdiView, qr: Buffer) {
  heading(doc, 'Timbre fiscal digital');
  const blocks: [string, string][] = [
    ['Sello digital del CFDI', view.timbre.selloCfd],
    ['Sello digital del SAT', view.timbre.selloSat],
    ['Cadena original del complemento de certificación digital del SAT', view.timbre.cadena],
  ];
  ensureRoom(doc, 110);
  const top = doc.y;
  doc.image(qr, MARGIN, top, { width: 96 });
  doc.y = top;
  for (const [label, text] of blocks) {
    doc
      .font('Helvetica-Bold')
      .fontSize(SMALL)
      .fillColor(GREY)
      .text(label, MARGIN + 106, doc.y, { width: WIDTH - 106 });
    doc
      .font('Courier')
      .fontSize(6)
      .fillColor('black')
      .text(text, { width: WIDTH - 106 });
    doc.moveDown(0.3);
  }
  doc.y = Math.max(doc.y, top + 100);
  doc.font('Helvetica').fontSize(SMALL).fillColor(GREY);
  if (view.timbre.leyenda) doc.text(view.timbre.leyenda, MARGIN, doc.y, { width: WIDTH });
  doc.text('Este documento es una representación impresa de un CFDI.', MARGIN, doc.y, { width: WIDTH });
}

/** The QR of a stamped CFDI's verification URL as a PNG. */
/**
 * Whole pixels per module and the standard 4-module quiet zone: a fixed width gave modules of
 * uneven pixel sizes that readers missed now and then. The PDF scales it to 96 pt (3.4 cm ≥ SAT's 2.75).
 */
export const verificationQr = (url: string) =>
  QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 4, scale: 6 });

export async function renderInvoicePdf(xml: string): Promise<Buffer> {
  const view = cfdiView(parseXml(xml));
  const qr = await verificationQr(
    verificationUrl({
      uuid: view.timbre.uuid,
      emisorRfc: view.emisor.rfc,
      receptorRfc: view.receptor.rfc,
      total: view.total,
      sello: view.sello,
    }),
  );
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${TITLES[view.tipo] ?? 'CFDI'} ${view.serieFolio} ${view.timbre.uuid}`,
      Author: view.emisor.nombre,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, view);
  heading(doc, 'Receptor');
  fields(doc, [
    ['Nombre', view.receptor.nombre],
    ['RFC', view.receptor.rfc],
    ['Domicilio fiscal (C.P.)', view.receptor.domicilio],
    ['Régimen fiscal', view.receptor.regimen],
    ['Uso del CFDI', view.receptor.uso],
  ]);
  related(doc, view);
  concepts(doc, view);
  payments(doc, view);
  // A payment complement's own totals are zero in currency XXX: its amounts are the payments'.
  if (view.tipo !== 'P') totals(doc, view);
  stamp(doc, view, qr);
  doc.end();
  return done;
}
