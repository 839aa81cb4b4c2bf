import PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a PDF and collects it in memory (labels and slips are a page or two). */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // No creation date in the file: the same shipment gives the same bytes (caching, tests).
    const doc = new PDFDocument({ ...options, info: { ...options.info, CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Lines of an address as a label or slip prints it. */
export function addressBlock(a: { firstName: string; lastName: string; address: string; city: string; district: string; state: string; pincode: string; mobile: string }): string {
  const place = a.district && a.district !== a.city ? `${a.city}, ${a.district}` : a.city;
  return [`${a.firstName} ${a.lastName}`.trim(), a.address, place, `${a.state} ${a.pincode}`, `Phone ${a.mobile}`].join('\n');
}
