import type { ShipmentRef } from '../provider';
import { addressBlock, renderPdf } from '../pdf';

/** A 4 × 6 inch label, the size thermal label printers take: courier, AWB, destination and sender. */
export function simulatedLabelPdf(s: ShipmentRef): Promise<Buffer> {
  return renderPdf({ size: [288, 432], margin: 18, info: { Title: `Label ${s.awb}` } }, (doc) => {
    const width = 252;
    doc.font('Helvetica-Bold').fontSize(14).text(s.courier, { width });
    doc.font('Helvetica').fontSize(8).text('Simulated carrier: not a real courier booking', { width });
    doc.moveDown(0.6);
    doc.font('Helvetica').fontSize(9).text('AWB');
    doc.font('Courier-Bold').fontSize(22).text(s.awb, { width, characterSpacing: 1 });
    doc.rect(18, doc.y + 4, width, 0.8).fill('#000');
    doc.moveDown(0.8);
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text('DELIVER TO');
    doc.font('Helvetica').fontSize(12).text(addressBlock(s.deliverTo), { width });
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(26).text(s.deliverTo.pincode, { width });
    doc.rect(18, doc.y + 4, width, 0.8).fill('#000');
    doc.moveDown(0.8);
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(9).text('FROM');
    doc.font('Helvetica').fontSize(9).text([s.shipFrom.name, s.shipFrom.address, `Phone ${s.shipFrom.phone}`].join('\n'), { width });
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).text(`Order #${s.orderId}`, { width });
    doc.font('Helvetica').fontSize(9).text('Prepaid: collect nothing', { width });
  });
}
