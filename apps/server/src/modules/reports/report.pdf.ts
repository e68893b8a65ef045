import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { CommutingReport, Locale } from '@mobiverte/contracts';
import { MODE_LABELS } from '../users/users.export-headers.ts';
import { rowName } from './report.export.ts';
import { REPORT_LABELS } from './report-labels.ts';

export type Brand = { name: string; primaryColor: string };

const MARGIN = 48;
const HEADER = 44;
const FOOTER = 36;
const INTL: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE' };

/**
 * The fonts embedded in the document: DejaVu Sans Condensed (the `dejavu-fonts-ttf` package), whose glyphs cover
 * the subscript 2 of CO₂, the narrow no-break space of French punctuation and the minus sign, which the standard
 * PDF fonts (WinAnsi) lack. Registered under these names in every document.
 */
const FONTS = { regular: 'Body', bold: 'Body-Bold', italic: 'Body-Oblique' } as const;
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES: Record<(typeof FONTS)[keyof typeof FONTS], string> = {
  Body: join(FONT_DIR, 'DejaVuSansCondensed.ttf'),
  'Body-Bold': join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
  'Body-Oblique': join(FONT_DIR, 'DejaVuSansCondensed-Oblique.ttf'),
};

type Column = { label: string; width: number; align?: 'left' | 'right' };

/** A paginated document: the brand's band on top of every page, and "page n of m" in the footer. */
function newDocument(brand: Brand, title: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + HEADER, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Author: brand.name, Creator: brand.name },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const band = () => {
    doc.save().rect(0, 0, doc.page.width, HEADER).fill(brand.primaryColor);
    doc.fillColor('#ffffff').font(FONTS.bold).fontSize(14).text(brand.name, MARGIN, 15, {
      lineBreak: false,
    });
    doc.restore();
    doc.x = MARGIN;
    doc.y = MARGIN + HEADER;
  };
  band();
  doc.on('pageAdded', band);
  return doc;
}

function ensureSpace(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, text: string, color: string) {
  ensureSpace(doc, 100);
  doc.moveDown(0.8).font(FONTS.bold).fontSize(13).fillColor(color).text(text, MARGIN);
  doc.moveDown(0.3).fillColor('#222222');
}

/** A table that continues on the next page with its header repeated. */
function table(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  rows: string[][],
  color: string,
  bold?: (i: number) => boolean,
) {
  const rowHeight = (cells: string[], font: string, size = 8.5) => {
    doc.font(font).fontSize(size);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 8 }))) + 8;
  };
  const drawRow = (cells: string[], font: string, fill: string | null, textColor: string, size = 8.5) => {
    const height = rowHeight(cells, font, size);
    const top = doc.y;
    const width = columns.reduce((total, column) => total + column.width, 0);
    if (fill) doc.save().rect(MARGIN, top, width, height).fill(fill).restore();
    let x = MARGIN;
    doc.font(font).fontSize(size).fillColor(textColor);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x + 4, top + 4, { width: column.width - 8, align: column.align ?? 'left' });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const header = () =>
    drawRow(
      columns.map((column) => column.label),
      FONTS.bold,
      color,
      '#ffffff',
    );
  ensureSpace(
    doc,
    rowHeight(
      columns.map((column) => column.label),
      FONTS.bold,
    ) + 20,
  );
  header();
  rows.forEach((cells, index) => {
    const font = bold?.(index) ? FONTS.bold : FONTS.regular;
    if (doc.y + rowHeight(cells, font) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      header();
    }
    drawRow(cells, font, index % 2 === 1 ? '#f1f5f2' : null, '#222222');
  });
  doc.fillColor('#222222');
}

/** The report as a real, paginated PDF in the admin's language. */
export function reportPdf(report: CommutingReport, language: Locale, brand: Brand): PDFKit.PDFDocument {
  const labels = REPORT_LABELS[language];
  const locale = INTL[language];
  const number = (value: number, digits = 1) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  const integer = (value: number) => new Intl.NumberFormat(locale).format(value);
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          value,
        );
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value.slice(0, 10)}T12:00:00Z`),
    );
  const color = brand.primaryColor;
  const doc = newDocument(brand, labels.title);
  const width = doc.page.width - 2 * MARGIN;

  doc.font(FONTS.bold).fontSize(18).fillColor('#111111').text(labels.title, { width });
  doc.font(FONTS.regular).fontSize(10).fillColor('#555555').text(labels.subtitle);
  doc.moveDown(0.8).fillColor('#222222').fontSize(10.5);
  const field = (label: string, value: string) =>
    doc
      .font(FONTS.bold)
      .text(`${label} : `.replace(' :', language === 'fr' ? '\u00a0:' : ':'), {
        continued: true,
      })
      .font(FONTS.regular)
      .text(value);
  if (report.scope.kind === 'organisation') {
    field(labels.organisation, report.scope.name);
  }
  field(labels.city, report.scope.cityName);
  field(labels.period, `${day(report.startDate)} – ${day(report.endDate)}`);
  field(labels.generated, day(report.generatedAt));

  heading(doc, labels.summary, color);
  const { totals } = report;
  const boxes: [string, string][] = [
    [
      labels.columns.participants,
      `${integer(totals.participants)}${totals.employees !== null ? ` / ${integer(totals.employees)}` : ''}`,
    ],
    [labels.columns.coverage, percent(totals.coverage)],
    [labels.columns.trips, integer(totals.trips)],
    [labels.columns.distanceKm, number(totals.distanceKm)],
    [labels.columns.emittedKg, number(totals.emittedKg)],
    [labels.columns.avoidedKg, number(totals.avoidedKg)],
  ];
  const boxWidth = (width - 2 * 10) / 3;
  const boxHeight = 52;
  ensureSpace(doc, 2 * boxHeight + 20);
  const top = doc.y;
  boxes.forEach(([label, value], index) => {
    const x = MARGIN + (index % 3) * (boxWidth + 10);
    const y = top + Math.floor(index / 3) * (boxHeight + 10);
    doc.save().roundedRect(x, y, boxWidth, boxHeight, 6).lineWidth(1).strokeColor(color).stroke().restore();
    doc
      .font(FONTS.regular)
      .fontSize(8.5)
      .fillColor('#555555')
      .text(label, x + 8, y + 8, { width: boxWidth - 16 });
    doc
      .font(FONTS.bold)
      .fontSize(15)
      .fillColor('#111111')
      .text(value, x + 8, y + 26, {
        width: boxWidth - 16,
        lineBreak: false,
      });
  });
  doc.x = MARGIN;
  doc.y = top + 2 * boxHeight + 18;
  doc.font(FONTS.regular).fontSize(9.5).fillColor('#222222');
  doc.text(
    `${labels.columns.creditedKg} : ${number(totals.creditedKg)}`.replace(' :', language === 'fr' ? '\u00a0:' : ':'),
    MARGIN,
    doc.y,
    { width },
  );
  if (totals.extrapolatedEmittedKg !== null && totals.extrapolatedAvoidedKg !== null) {
    doc
      .moveDown(0.4)
      .font(FONTS.bold)
      .text(
        `${labels.columns.extrapolatedEmittedKg} : ${number(totals.extrapolatedEmittedKg)} · ${labels.columns.extrapolatedAvoidedKg} : ${number(totals.extrapolatedAvoidedKg)}`.replaceAll(
          ' :',
          language === 'fr' ? '\u00a0:' : ':',
        ),
        { width },
      );
    doc.font(FONTS.italic).fontSize(8.5).fillColor('#555555').text(labels.extrapolationNote, { width });
  }

  heading(doc, labels.byMode, color);
  const factorOf = new Map<string, number>(report.factors.map((factor) => [factor.mode, factor.kgPerKm]));
  table(
    doc,
    [
      { label: labels.columns.mode, width: 116 },
      { label: labels.columns.kgPerKm, width: 50, align: 'right' },
      { label: labels.columns.participants, width: 64, align: 'right' },
      { label: labels.columns.trips, width: 72, align: 'right' },
      { label: labels.columns.distanceKm, width: 63, align: 'right' },
      { label: labels.columns.emittedKg, width: 66, align: 'right' },
      { label: labels.columns.avoidedKg, width: 68, align: 'right' },
    ],
    [
      ...totals.modes.map((mode) => [
        MODE_LABELS[language][mode.mode],
        number(factorOf.get(mode.mode) ?? 0, 4),
        integer(mode.participants),
        integer(mode.trips),
        number(mode.distanceKm),
        number(mode.emittedKg),
        number(mode.avoidedKg),
      ]),
      [
        labels.total,
        '',
        integer(totals.participants),
        integer(totals.trips),
        number(totals.distanceKm),
        number(totals.emittedKg),
        number(totals.avoidedKg),
      ],
    ],
    color,
    (index) => index === totals.modes.length,
  );
  doc.font(FONTS.italic).fontSize(8.5).fillColor('#555555');
  ensureSpace(doc, doc.heightOfString(labels.modeParticipantsNote, { width }) + 6);
  doc.moveDown(0.3).text(labels.modeParticipantsNote, MARGIN, doc.y, { width });

  heading(doc, labels.byRow[report.scope.kind], color);
  table(
    doc,
    [
      { label: labels.columns.name, width: 104 },
      { label: labels.columns.participants, width: 62, align: 'right' },
      { label: labels.columns.coverage, width: 66, align: 'right' },
      { label: labels.columns.trips, width: 70, align: 'right' },
      { label: labels.columns.distanceKm, width: 70, align: 'right' },
      { label: labels.columns.emittedKg, width: 63, align: 'right' },
      { label: labels.columns.avoidedKg, width: 64, align: 'right' },
    ],
    [
      ...report.rows.map((row) => [
        rowName(row, language),
        integer(row.participants),
        percent(row.coverage),
        integer(row.trips),
        number(row.distanceKm),
        number(row.emittedKg),
        number(row.avoidedKg),
      ]),
      [
        labels.total,
        integer(totals.participants),
        percent(totals.coverage),
        integer(totals.trips),
        number(totals.distanceKm),
        number(totals.emittedKg),
        number(totals.avoidedKg),
      ],
    ],
    color,
    (index) => index === report.rows.length,
  );

  heading(doc, labels.factors, color);
  table(
    doc,
    [
      { label: labels.columns.mode, width: 140 },
      { label: labels.columns.kgPerKm, width: 70, align: 'right' },
      { label: labels.columns.source, width: 219 },
      { label: labels.columns.year, width: 70, align: 'right' },
    ],
    report.factors.map((factor) => [
      `${MODE_LABELS[language][factor.mode]}${factor.custom ? ' *' : ''}`,
      number(factor.kgPerKm, 4),
      factor.source,
      String(factor.year),
    ]),
    color,
  );
  if (report.factors.some((factor) => factor.custom)) {
    doc.moveDown(0.3).font(FONTS.regular).fontSize(8.5).text(`* ${labels.columns.custom}`);
  }

  heading(doc, labels.methodology, color);
  doc.font(FONTS.regular).fontSize(9.5).fillColor('#222222');
  for (const paragraph of labels.methodologyText(report.perModeSince ? day(report.perModeSince) : null)) {
    ensureSpace(doc, 30);
    doc.text(paragraph, MARGIN, doc.y, { width, align: 'justify' }).moveDown(0.4);
  }
  ensureSpace(doc, 30);
  doc.font(FONTS.italic).text(labels.extrapolationNote, MARGIN, doc.y, { width, align: 'justify' });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    doc
      .save()
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.font(FONTS.regular).fontSize(8).fillColor('#666666');
    doc.text(`${brand.name} · ${report.scope.name} · ${labels.title}`, MARGIN, y, {
      width: width - 100,
      lineBreak: false,
    });
    doc.text(labels.page(index + 1, range.count), doc.page.width - MARGIN - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.restore();
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
