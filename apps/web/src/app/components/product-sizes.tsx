import type { Dosage, ProductDetail, ProductVariant } from '@canino/shared';
import { SizePicker } from '../../features/catalog/components/size-picker';
import { useBestValueMarks } from '../../features/pets/use-best-value';

interface ProductSizesProps {
  product: ProductDetail['product'];
  dosage: Dosage | null;
  chosen: ProductVariant;
  onChoose: (size: ProductVariant) => void;
}

/**
 * The product page's size picker, with the size that is the best value for the customer's dog marked
 * (composed here: the picker is the catalog's, the dog the pets'). Nothing for a product of one size.
 */
export function ProductSizes({ product, dosage, chosen, onChoose }: ProductSizesProps) {
  const marks = useBestValueMarks(dosage, product.variants, product.default_variant_id);
  if (product.variants.length < 2) return null;
  return <SizePicker legend={product.option_name} sizes={product.variants} chosen={chosen} onChoose={onChoose} marks={marks} />;
}
