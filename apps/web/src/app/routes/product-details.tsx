import {
  NON_RETURNABLE_MESSAGE,
  coversProduct,
  dosedSizeOf,
  productSlugPath,
  sizedProductPath,
  shippingTermsText,
  stockShown,
  type Dosage,
  type Product,
  type ProductDetail,
} from '@canino/shared';
import { lazy, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ShieldIcon, TruckIcon, PawIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { Stars } from '../../components/stars';
import { useDocumentTitle } from '../../components/use-document-title';
import { Tabs } from '../../components/tabs';
import { useProduct } from '../../features/catalog/api/get-product';
import { useProducts } from '../../features/catalog/api/get-products';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { SizePrice } from '../../features/catalog/components/size-price';
import { useChosenSize } from '../../features/catalog/use-chosen-size';
import { PackDeclarations } from '../../features/catalog/components/pack-declarations';
import { ProductHtml } from '../../components/product-html';
import { BuyBox } from '../../features/cart/components/buy-box';
import { useShippingRule } from '../../features/delivery/api/delivery-terms';
import { StickyBuyBar } from '../../features/cart/components/sticky-buy-bar';
import { NotifyMe } from '../../features/stock-alerts/components/notify-me';
import { WhatsAppLink } from '../../features/shop-settings/components/whatsapp-link';
import { WhatsAppShare } from '../../components/whatsapp-share';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle';
import { ProductCarousel } from '../components/product-carousel';
import { ProductSizes } from '../components/product-sizes';
import { PurchaseType } from '../components/purchase-type';
import { productOfSize } from '../../stores/cart-lines';
import { useUser } from '../../stores/session-store';
import { DeliveryAndReturns, PaymentMethodsClaim, ShopPaymentLogos } from '../components/shop-claims';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { DeliveryCheck } from '../../features/delivery/components/delivery-check';
import DosageAdvice from '../../features/pets/components/dosage-advice';
import { OffersList } from '../../features/offers/components/offers-list';
import { useOffers } from '../../features/offers/api/offers';
import './product-details.css';

// The suggestions for the customer's dogs: a chunk of its own, after the first paint.
const PickedFor = lazy(() => import('../components/picked-for'));
// Reviews are below the fold: their code (the review form's fields) is fetched after the first paint,
// not along with the page's own.
const ReviewSection = lazy(() => import('../../features/reviews/components/review-section'));
// Offered only once autoship is chosen, to a customer who has one: fetched then.
const AddToAutoship = lazy(() => import('../../features/autoship/components/add-to-autoship'));

/** The chosen size's stock: sold out, only a few left, or in stock with when it ships. */
function StockNote({ stock }: { stock: number }) {
  const shown = stockShown(stock);
  if (shown.kind === 'sold-out') return <p className="pd__stock pd__stock--out">Out of stock</p>;
  if (shown.kind === 'few-left') return <p className="pd__stock pd__stock--low">Only {shown.left} left in stock</p>;
  return <p className="pd__stock">In stock, ships in 1–2 business days</p>;
}

/**
 * The price's terms. Its own component: the owner's shipping terms arrive after the first paint, and
 * only this line, not the whole page, is drawn again with them.
 */
function TaxAndShipping() {
  const shipping = useShippingRule();
  return <p className="pd__tax">Inclusive of all taxes. {shippingTermsText(shipping)}</p>;
}

/** Other products: the same category first, then the rest, never the product itself. */
function OtherProducts({ product }: { product: Product }) {
  const { data } = useProducts();
  if (!data) return null;
  const others = data.filter((p) => p.product_id !== product.product_id);
  const ranked = [...others.filter((p) => p.mcat_id === product.mcat_id), ...others.filter((p) => p.mcat_id !== product.mcat_id)].slice(0, 8);
  return (
    <section className="section section--quiet" aria-labelledby="other-products">
      <div className="container">
        <div className="section__head">
          <h2 id="other-products">Other Products</h2>
          <Link to="/products" className="section__more">
            View All Product
          </Link>
        </div>
        <ProductCarousel label="Other products" products={ranked} />
      </div>
    </section>
  );
}

interface ProductViewProps {
  product: ProductDetail['product'];
  images: string[];
  dosage: Dosage | null;
  declarations: ProductDetail['declarations'];
  returnable: boolean;
}

function ProductView({ product, images, dosage, declarations, returnable }: ProductViewProps) {
  const { chosen, choose } = useChosenSize(product);
  // What the cart, Buy Now and the sticky bar take: the chosen size, priced and stocked as itself.
  const forSale = chosen ? productOfSize(product, chosen, product.variants.length) : product;
  const buyBox = useRef<HTMLDivElement>(null);
  const [autoshipWeeks, setAutoshipWeeks] = useState<number | null>(null);
  const user = useUser();
  // The offers for this product: the whole order's, and those for its category, itself or one of its sizes.
  const offers = useOffers().data?.filter((o) => coversProduct(o, { productId: product.product_id, variantIds: product.variants.map((v) => v.variant_id) }));
  useDocumentTitle(product.product_name);
  return (
    <>
      <PageBanner title={product.product_name} trail={[{ to: '/products', label: 'Products' }]} compact />
      <div className="container pd">
        <ProductGallery images={images} name={product.product_name} picture={chosen?.image || undefined} />
        <div className="pd__info">
          <p className="pd__sku">SKU: {chosen?.sku ?? product.sku}</p>
          {product.rating_count > 0 && (
            <a href="#reviews" className="pd__rating">
              <Stars rating={product.rating_avg} size="md" />
              <span>
                {product.rating_avg.toFixed(1)} · {product.rating_count} {product.rating_count === 1 ? 'review' : 'reviews'}
              </span>
            </a>
          )}
          <SizePrice size={chosen ?? product} />
          <TaxAndShipping />
          <OffersList offers={offers} />
          {chosen && <ProductSizes product={product} dosage={dosage} chosen={chosen} onChoose={choose} />}
          <StockNote stock={forSale.stock} />
          {forSale.stock > 0 && (
            <PurchaseType
              sellingPrice={forSale.product_sprice}
              dosage={dosage}
              size={chosen && dosedSizeOf(chosen, chosen.variant_id === product.default_variant_id)}
              autoshipWeeks={autoshipWeeks}
              onChange={setAutoshipWeeks}
            />
          )}
          {forSale.stock > 0 && autoshipWeeks !== null && user && (
            <AfterFirstPaint>
              <AddToAutoship cusID={user.cusID} variantId={chosen?.variant_id ?? product.default_variant_id} productName={product.product_name} />
            </AfterFirstPaint>
          )}
          {/* Keyed by the size: a quantity chosen for one size starts over for another. */}
          <div ref={buyBox} className="pd__buy">
            <BuyBox key={chosen?.variant_id} product={forSale} autoshipWeeks={autoshipWeeks ?? undefined} />
          </div>
          {forSale.stock <= 0 && <NotifyMe key={chosen?.variant_id} productId={product.product_id} variantId={chosen?.variant_id} />}
          {/* Drawn by the server as a guest sees them, so nothing under them moves when the page comes alive;
              the customer's dogs and remembered pincode settle after hydration. With several sizes, the dose
              says what the one chosen lasts and costs the dog; with one, how long the pack lasts. */}
          <DosageAdvice dosage={dosage} size={chosen && product.variants.length > 1 ? dosedSizeOf(chosen, chosen.variant_id === product.default_variant_id) : undefined} />
          {/* A sold-out size promises no delivery date. */}
          {forSale.stock > 0 && <DeliveryCheck />}
          {product.product_desc && <p className="pd__desc">{product.product_desc}</p>}
          <div className="pd__more-actions">
            <WishlistToggle product={product} withText />
            <WhatsAppLink label="Ask us on WhatsApp" message={`Hi! I have a question about ${product.product_name}:`} page={productSlugPath(product.slug)} />
            {/* The size chosen goes with the link, so the friend sees the same pack. */}
            <WhatsAppShare
              text={product.product_name}
              page={chosen && product.variants.length > 1 ? sizedProductPath(productSlugPath(product.slug), chosen.sku) : productSlugPath(product.slug)}
            />
          </div>
          <ul className="pd__assure">
            <li>
              <TruckIcon /> Delivered across India by trusted couriers
            </li>
            <li>
              <ShieldIcon /> <PaymentMethodsClaim lead="Secure payment by " />
            </li>
            <li>
              {/* The dose is claimed only for a product the owner gave one. */}
              <PawIcon /> {dosage ? 'Natural ingredients, dosed by your dog’s weight' : 'Natural ingredients'}
            </li>
            {!returnable && <li className="pd__no-returns">{NON_RETURNABLE_MESSAGE}.</li>}
          </ul>
          <div className="pd__payments">
            <p className="pd__payments-title">Pay securely with</p>
            <ShopPaymentLogos />
          </div>
        </div>
      </div>
      <div className="container">
        <Tabs
          label="Product information"
          tabs={[
            { id: 'description', title: 'Description', content: <ProductHtml html={product.product_details} /> },
            {
              id: 'delivery',
              title: 'Delivery & Returns',
              content: <DeliveryAndReturns />,
            },
          ]}
        />
        {chosen && <PackDeclarations declarations={declarations} size={chosen} doseUnit={dosage?.unitName ?? null} />}
      </div>
      <AfterFirstPaint>
        <PickedFor productId={product.product_id} together />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <ReviewSection productId={product.product_id} />
      </AfterFirstPaint>
      <OtherProducts product={product} />
      <StickyBuyBar product={forSale} watch={buyBox} autoshipWeeks={autoshipWeeks ?? undefined} />
    </>
  );
}

/** /products/{slug}, or the spec's /product-details?id={product_id} */
export default function ProductDetailsPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const query = useProduct(slug ? { slug } : id === null ? null : { id });

  if (!slug && id === null) {
    return (
      <>
        <PageBanner title="Product Details" />
        <div className="container">
          <EmptyState title="This product could not be found" action={<ButtonLink to="/products">Browse all products</ButtonLink>}>
            <p>The link is missing the product number.</p>
          </EmptyState>
        </div>
      </>
    );
  }

  return (
    <QueryView
      query={query}
      errorTitle="We could not show this product"
      loading={
        <>
          <PageBanner title="Product Details" trail={[{ to: '/products', label: 'Products' }]} />
          <div className="page-spinner" role="status">
            <span className="visually-hidden">Loading the product…</span>
          </div>
        </>
      }
    >
      {({ product, pimage, dosage, declarations, returnable }) => (
        <ProductView product={product} images={pimage.map((i) => i.pimage_image)} dosage={dosage ?? null} declarations={declarations} returnable={returnable} />
      )}
    </QueryView>
  );
}
