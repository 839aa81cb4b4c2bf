import {
  DECLARATION_LABELS,
  declaredBestBefore,
  declaredMrp,
  declaredNetQuantity,
  isMadeInIndia,
  rupeesToPaise,
  type DeclarationsRecord,
  type DoseUnit,
  type ProductVariant,
} from '@canino/shared';
import type { ReactNode } from 'react';
import { sizeUnitPrice } from '../size-unit-price';
import './pack-declarations.css';

interface PackDeclarationsProps {
  declarations: DeclarationsRecord;
  /** The size chosen: its net quantity and prices are declared, as its own pack prints them. */
  size: ProductVariant;
  /** What the product is dosed in: counted goods are declared in it ("120 tablets"). */
  doseUnit: DoseUnit | null;
}

type Party = DeclarationsRecord['manufactured_by'];

const party = (p: NonNullable<Party>) => (
  <>
    <span className="pack-decl__name">{p.name}</span>, {p.address}
  </>
);

/**
 * What the pack declares, on the listing before it is bought (Legal Metrology (Packaged Commodities)
 * Rules, rule 6 for e-commerce): shown open, never behind a tab, for the size chosen. A packer or
 * importer is named only when there is one other than the manufacturer; a product sold before
 * declarations were asked for shows what it has.
 */
export function PackDeclarations({ declarations: d, size, doseUnit }: PackDeclarationsProps) {
  const care = d.customer_care;
  const rows: [string, ReactNode][] = [
    [DECLARATION_LABELS.genericName, d.generic_name],
    [DECLARATION_LABELS.netQuantity, declaredNetQuantity({ netQuantity: size.net_quantity, netUnit: size.net_unit }, doseUnit)],
    [DECLARATION_LABELS.mrp, declaredMrp(rupeesToPaise(size.product_dprice))],
    [DECLARATION_LABELS.unitSalePrice, sizeUnitPrice(size)],
    [DECLARATION_LABELS.manufacturedBy, d.manufactured_by && party(d.manufactured_by)],
    [DECLARATION_LABELS.packedBy, d.packed_by && party(d.packed_by)],
    [DECLARATION_LABELS.importedBy, d.imported_by && party(d.imported_by)],
    [DECLARATION_LABELS.countryOfOrigin, isMadeInIndia(d.country_of_origin) ? 'India' : d.country_of_origin],
    // The batch that would ship says more than the shelf life; the shelf life stands in when it has no date.
    [DECLARATION_LABELS.bestBefore, size.best_before ?? (d.best_before_months && declaredBestBefore(d.best_before_months))],
    [
      DECLARATION_LABELS.customerCare,
      <>
        {care.name}, {care.address}. <a href={`tel:${care.phone.replace(/[^\d+]/g, '')}`}>{care.phone}</a>, <a href={`mailto:${care.email}`}>{care.email}</a>
      </>,
    ],
  ];
  return (
    <section className="pack-decl" aria-labelledby="pack-decl-title">
      <h2 id="pack-decl-title" className="pack-decl__title">
        Product declarations
      </h2>
      <dl className="pack-decl__list">
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className="pack-decl__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
