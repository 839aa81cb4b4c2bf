import { SHOP_TIME_ZONE } from '@canino/shared';
import type { OrderLineRow, OrderRow } from '../../repositories/orders';
import type { ShipmentRow } from '../../repositories/shipments';
import { renderPdf } from '../documents/pdf';
import { addressBlock } from './address-block';
import { deliveryAddressOf } from './shipment-ref';

/** Made once: `toLocaleDateString` with options builds a new formatter per call (about half a millisecond). */
const orderDateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const orderDate = (d: Date) => orderDateFormat.format(d);

/**
 * An A4 packing slip: the order, the items with a box to tick for each, and the delivery address. No
 * prices: it travels in the parcel, which may be a gift.
 */
export function packingSlipPdf(p: {
  shop: { name: string; address: string; phone: string };
  order: OrderRow;
  lines: OrderLineRow[];
  /** The batch numbers each line took (by line id): the packer picks those packs, and a recall can trust the slip. */
  batches: ReadonlyMap<number, string[]>;
  shipment: ShipmentRow | undefined;
}): Promise<Buffer> {
  const { order } = p;
  return renderPdf({ size: 'A4', margin: 48, info: { Title: `Packing slip, order #${order.id}` } }, (doc) => {
    const left = 48;
    const width = doc.page.width - 96;
    doc.font('bold').fontSize(20).text(p.shop.name, left, 48);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#444')
      .text(`${p.shop.address}\nPhone ${p.shop.phone}`, { width: width / 2 });
    doc.fillColor('#000').font('bold').fontSize(16).text('Packing slip', left, 48, { width, align: 'right' });
    doc
      .font('regular')
      .fontSize(10)
      .text(`Order #${order.id}\nPlaced ${orderDate(order.createdAt)}`, { width, align: 'right' });
    if (p.shipment?.awb) doc.text(`${p.shipment.courier}\nAWB ${p.shipment.awb}`, { width, align: 'right' });

    doc.moveDown(2);
    const top = Math.max(doc.y, 150);
    doc.font('bold').fontSize(11).text('Deliver to', left, top);
    doc
      .font('regular')
      .fontSize(11)
      .text(addressBlock(deliveryAddressOf(order)), { width: width / 2 });
    doc
      .font('bold')
      .fontSize(11)
      .text('Customer', left + width / 2, top);
    doc
      .font('regular')
      .fontSize(11)
      .text(`${order.email}\n${order.mobile}`, left + width / 2, doc.y, { width: width / 2 });

    let y = Math.max(doc.y, top + 100) + 20;
    const header = (label: string, x: number, w: number, align: 'left' | 'right' | 'center' = 'left') => doc.font('bold').fontSize(10).text(label, x, y, { width: w, align });
    header('Packed', left, 50, 'center');
    header('Item', left + 60, width - 180);
    header('Quantity', left + width - 110, 110, 'right');
    y += 18;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke('#999');
    for (const line of p.lines) {
      y += 8;
      doc.rect(left + 18, y, 12, 12).stroke('#000');
      doc
        .font('regular')
        .fontSize(11)
        .fillColor('#000')
        .text(line.productName, left + 60, y, { width: width - 180 });
      const batches = p.batches.get(line.id);
      if (batches)
        doc
          .fontSize(9)
          .fillColor('#444')
          .text(`Batch ${batches.join(', ')}`, left + 60, doc.y, { width: width - 180 })
          .fillColor('#000')
          .fontSize(11);
      const rowBottom = doc.y;
      doc.font('bold').text(String(line.quantity), left + width - 110, y, { width: 110, align: 'right' });
      y = Math.max(rowBottom, y + 14) + 6;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .stroke('#ddd');
    }
    const units = p.lines.reduce((n, l) => n + l.quantity, 0);
    doc
      .font('bold')
      .fontSize(11)
      .text(`${units} item${units === 1 ? '' : 's'} in total`, left, y + 10, { width, align: 'right' });
    if (order.notes) {
      doc.moveDown(1.5);
      doc.font('bold').text('Customer’s note', left);
      doc.font('regular').text(order.notes, { width });
    }
    doc.moveDown(2);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#444')
      .text(`Thank you for shopping with ${p.shop.name}! Questions about this parcel: ${p.shop.phone}.`, left, doc.y, { width, align: 'center' });
  });
}
