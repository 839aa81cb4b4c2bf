import { reviewerName, type OrderAddress } from '@canino/shared';
import type { AppContext } from '../context';
import { refreshProductRating } from '../repositories/reviews';
import { customers, orderLines, orders, reviews } from '../db/schema';
import { defaultSize, demoProducts } from './demo-catalog';
import { defaultVariantOf } from '../repositories/product-variants';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo reviewers' password hash: argon2id of 32 random bytes that were thrown away, so nobody can
 * log in as them. Fixed rather than hashed at each start, which would cost the first start seconds.
 */
const NO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$frnBeym1GT0pCyp/fDjDxA$+9FauSIcfWZG/l0nZ2ERp86GqE0ZbkLfT0lPEBqbVWw';

/** The spec's eight testimonials, each now a verified review of the product it speaks of. */
const demoReviews = [
  {
    name: 'Priya Raman',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    product: 'daily-multi-chewable-tablets',
    daysAgo: 12,
    title: 'Three years on the Daily Multi',
    body: 'Our Labrador Bruno has been on the Daily Multi for three years now.\nHe is active, his coat shines and our vet is happy with every check-up.',
  },
  {
    name: 'Arjun Menon',
    city: 'Kochi',
    state: 'Kerala',
    product: 'skin-coat-omega-oil',
    daysAgo: 20,
    title: 'Part of our ring-day routine',
    body: 'I show Golden Retrievers and the Omega Coat oil is part of our ring-day routine.\nSeveral handlers asked me what we use, which is how I found Canino myself.',
  },
  {
    name: 'Kavya Reddy',
    city: 'Hyderabad',
    state: 'Telangana',
    product: 'joint-plus-chews',
    daysAgo: 8,
    title: 'Morning walks are easy again',
    body: 'Max is eleven and Joint Plus has made our morning walks easy again.\nHe takes the chew like a treat, so there is no struggle at all.',
  },
  {
    name: 'Rohit Sharma',
    city: 'Pune',
    state: 'Maharashtra',
    product: 'calm-paws-chews',
    daysAgo: 30,
    title: 'A calmer Diwali',
    body: 'Diwali used to be really hard for our indie girl, Laddoo.\nWith the Calm Paws chews and a quiet corner she now settles down much faster.',
  },
  {
    name: 'Anitha Joseph',
    city: 'Chennai',
    state: 'Tamil Nadu',
    product: 'probiotic-digestive-powder',
    daysAgo: 16,
    title: 'Helped a sensitive stomach',
    body: 'Our Beagle has a sensitive stomach and the probiotic sachets really helped.\nClear dosing by weight on the box, which I appreciate.',
  },
  {
    name: 'Vikram Iyer',
    city: 'Bengaluru',
    state: 'Karnataka',
    product: 'neem-aloe-gentle-shampoo',
    daysAgo: 25,
    title: 'After a long itchy summer',
    body: 'Our vet suggested Canino for our German Shepherd after a long itchy summer.\nThe neem shampoo and coat chews together made a visible difference.',
  },
  {
    name: 'Sneha Kulkarni',
    city: 'Mumbai',
    state: 'Maharashtra',
    product: 'puppy-growth-syrup',
    daysAgo: 5,
    title: 'Coco loves it',
    body: 'Fast delivery, careful packing and a friendly reply to every question I sent.\nCoco the Shih Tzu loves her Puppy Growth syrup mixed into breakfast.',
  },
  {
    name: 'Farhan Qureshi',
    city: 'Madurai',
    state: 'Tamil Nadu',
    product: 'daily-multi-powder',
    daysAgo: 40,
    title: 'Fills the gaps in home-cooked food',
    body: 'I cook for my two Rajapalayams and the Daily Multi powder fills the gaps.\nSimple ingredients, honest labels and it lasts a good two months.',
  },
] as const;

/**
 * Each reviewer becomes a customer (who cannot log in) with a delivered order of
 * the product, and their review; the products' ratings are then counted as for any review.
 */
export async function seedDemoReviews(ctx: Pick<AppContext, 'db' | 'now'>, productIds: Map<string, number>): Promise<void> {
  const now = ctx.now().getTime();
  for (const [i, r] of demoReviews.entries()) {
    const productId = productIds.get(r.product)!;
    const size = defaultSize(demoProducts.find((p) => p.slug === r.product)!);
    const price = size.sellingPricePaise;
    const [first, last] = r.name.split(' ') as [string, string];
    const mobile = `90000000${String(i + 1).padStart(2, '0')}`;
    const [customer] = await ctx.db
      .insert(customers)
      .values({
        ownerName: r.name,
        mobile,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.canino.local`,
        passwordHash: NO_PASSWORD_HASH,
        petName: '',
        breed: '',
        age: '',
        weight: '',
      })
      .returning({ id: customers.id });
    const address: OrderAddress = {
      firstName: first,
      lastName: last,
      address: 'Demo address',
      city: r.city,
      district: r.city,
      state: r.state,
      pincode: '600001',
      country: 'India',
      mobile,
    };
    const orderedAt = new Date(now - (r.daysAgo + 7) * DAY);
    const [order] = await ctx.db
      .insert(orders)
      .values({
        customerId: customer!.id,
        status: 'delivered',
        email: `${first.toLowerCase()}@demo.canino.local`,
        mobile,
        billing: address,
        subtotalPaise: price,
        shippingPaise: 7500,
        totalPaise: price + 7500,
        paidAt: orderedAt,
        createdAt: orderedAt,
        updatedAt: new Date(now - (r.daysAgo + 1) * DAY),
      })
      .returning({ id: orders.id });
    await ctx.db.insert(orderLines).values({
      orderId: order!.id,
      productId,
      variantId: defaultVariantOf(productId),
      variantLabel: size.label,
      productName: r.product,
      unitPricePaise: price,
      quantity: 1,
      lineTotalPaise: price,
    });
    const writtenAt = new Date(now - r.daysAgo * DAY);
    await ctx.db.insert(reviews).values({
      productId,
      customerId: customer!.id,
      orderId: order!.id,
      rating: 5,
      title: r.title,
      body: r.body,
      authorName: reviewerName(r.name),
      authorCity: r.city,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
    await refreshProductRating(ctx.db, productId);
  }
}
