import { countedItemName, rupeesToPaise, unitPriceText, type ProductVariant } from '@canino/shared';

/** "₹6.66 per tablet", "₹2.40 per g", "₹2,199.00 per kg": a size's unit sale price as the API computed it (rule 6(11)). */
export const sizeUnitPrice = (size: Pick<ProductVariant, 'unit_price' | 'unit_basis' | 'label'>) =>
  unitPriceText({ paise: rupeesToPaise(size.unit_price), basis: size.unit_basis }, countedItemName(size.label));
