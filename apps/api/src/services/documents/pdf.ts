import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { apiPath } from '../../api-dir';

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * Noto Sans ships with the shop (assets/fonts, SIL Open Font License): the PDF's built-in fonts have
 * no ₹ sign and no letters past Latin-1, and a font installed on the build machine may be missing in
 * production (decision 016). Read once; pdfkit embeds only the glyphs a document uses.
 */
const FONTS = {
  regular: fs.readFileSync(apiPath('assets/fonts/NotoSans-Regular.ttf')),
  bold: fs.readFileSync(apiPath('assets/fonts/NotoSans-Bold.ttf')),
};

/**
 * Draws a PDF and collects it in memory (the shop's documents are a page or two). Its fonts are
 * `regular` and `bold`. No creation date in the file: the same document gives the same bytes.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, info: { ...options.info, CreationDate: new Date(0) } });
    doc.registerFont('regular', FONTS.regular);
    doc.registerFont('bold', FONTS.bold);
    doc.font('regular');
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
