import { formatINR } from '@canino/shared';
import { renderPdf } from '../../documents/pdf';
import { addressBlock } from '../address-block';
import type { ShipmentRef } from '../../../ports/shipping-provider';

/**
 * A 4 × 6 inch label, the size thermal label printers take: courier, AWB, destination and sender, and
 * in a black band what the courier collects: a COD parcel's cash, so it is never handed over for free.
 */
export function simulatedLabelPdf(s: ShipmentRef): Promise<Buffer> {
  return renderPdf({ size: [288, 432], margin: 18, info: { Title: `Label ${s.awb}` } }, (doc) => {
    const width = 252;
    doc.font('bold').fontSize(14).text(s.courier, { width });
    doc.font('regular').fontSize(8).text('Simulated carrier: not a real courier booking', { width });
    doc.moveDown(0.6);
    doc.font('regular').fontSize(9).text('AWB');
    doc.font('Courier-Bold').fontSize(22).text(s.awb, { width, characterSpacing: 1 });
    doc.rect(18, doc.y + 4, width, 0.8).fill('#000');
    doc.moveDown(0.8);
    doc.fillColor('#000').font('bold').fontSize(10).text('DELIVER TO');
    doc.font('regular').fontSize(11).text(addressBlock(s.deliverTo), { width });
    doc.font('bold').fontSize(24).text(s.deliverTo.pincode, { width });
    doc.moveDown(0.3);
    const band = doc.y;
    doc.rect(18, band, width, 30).fill('#000');
    const collect = s.collectPaise > 0 ? `COD: COLLECT ${formatINR(s.collectPaise)}` : 'PREPAID: COLLECT NOTHING';
    doc
      .fillColor('#fff')
      .font('bold')
      .fontSize(14)
      .text(collect, 18, band + 7, { width, align: 'center' });
    doc
      .fillColor('#000')
      .font('bold')
      .fontSize(9)
      .text('FROM', 18, band + 40);
    doc
      .font('regular')
      .fontSize(9)
      .text([s.shipFrom.name, s.shipFrom.address, `Phone ${s.shipFrom.phone}`].join('\n'), { width });
    doc.moveDown(0.4);
    doc.font('bold').fontSize(11).text(`Order #${s.orderId}`, { width });
  });
}
