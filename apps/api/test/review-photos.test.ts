import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FormBody, ownerTestApp } from './admin-support';
import { createCustomer, createProduct, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { EXIF_SECRET, jpegWithExif, pngImage } from './helpers/images';

const { t, call: owner } = ownerTestApp();

const storedFile = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/admin/uploads/', ''));

/** A delivered buyer of a new product, logged in, with their review written. */
async function reviewer() {
  const product = await createProduct(t.ctx);
  const customer = await createCustomer(t.ctx);
  await insertOrder(t.ctx, { customerId: customer.id, productId: product.id, status: 'delivered', quantity: 1 });
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  const written = await t.app.inject({
    method: 'POST',
    url: `/admin/api/product/${product.id}/reviews`,
    headers: { cookie },
    payload: { rating: 4, title: 'Good chews', body: 'Bruno takes them without a fuss.' },
  });
  expect(written.statusCode, written.body).toBe(201);
  return { product, customer, cookie };
}

const addPhotos = (productId: number, cookie: string, files: Buffer[], field = 'photos') => {
  const form = new FormBody(
    {},
    files.map((data) => ({ field, data })),
  );
  return t.app.inject({ method: 'POST', url: `/admin/api/product/${productId}/reviews/mine/photos`, headers: { ...form.headers, cookie }, payload: form.payload });
};
const removePhoto = (productId: number, cookie: string, index: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/admin/api/product/${productId}/reviews/mine/photos/${index}`, headers: { cookie } });
const shownPhotos = async (productId: number) => ((await t.app.inject(`/admin/api/product/${productId}/reviews`)).json().data.reviews[0]?.photos ?? null) as string[] | null;

describe('photos on a review', () => {
  it('takes up to three photos from the buyer, resized and stripped of where they were taken, shown with the review', async () => {
    const { product, cookie } = await reviewer();
    const res = await addPhotos(product.id, cookie, [await jpegWithExif(2400, 1800), await pngImage(300, 200)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Your photos are added' });
    const photos = res.json().data.photos as string[];
    expect(photos).toEqual([expect.stringMatching(/^\/admin\/uploads\/reviews\/[0-9a-f-]+\.webp$/), expect.stringMatching(/^\/admin\/uploads\/reviews\//)]);
    const big = fs.readFileSync(storedFile(photos[0]!));
    expect((await sharp(big).metadata()).width).toBe(1200);
    expect(big.toString('latin1')).not.toContain(EXIF_SECRET);
    expect((await t.app.inject(photos[1]!)).statusCode).toBe(200);
    expect(await shownPhotos(product.id)).toEqual(photos);

    // A third fits; a fourth does not, and is not kept anywhere.
    expect((await addPhotos(product.id, cookie, [await pngImage()])).json().data.photos).toHaveLength(3);
    const files = () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'reviews')).length;
    const before = files();
    const over = await addPhotos(product.id, cookie, [await pngImage()]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ status: 0, message: 'A review takes at most 3 photos; yours has 3, so add none more', errors: { photos: 'At most 3 photos' } });
    expect(files()).toBe(before);
  });

  it('lets the buyer remove one, which leaves the image store, and refuses what is not theirs or not there', async () => {
    const { product, cookie } = await reviewer();
    const [first, second] = (await addPhotos(product.id, cookie, [await pngImage(), await pngImage(80, 60)])).json().data.photos as string[];
    const removed = await removePhoto(product.id, cookie, 0);
    expect(removed.json()).toMatchObject({ status: 1, message: 'The photo is removed', data: { photos: [second] } });
    expect(fs.existsSync(storedFile(first!))).toBe(false);

    expect((await removePhoto(product.id, cookie, 1)).statusCode).toBe(404);
    expect((await removePhoto(product.id, cookie, 7)).json()).toMatchObject({ status: 0, message: 'Photo not found' });
    const stranger = await loginAs(t.app, (await createCustomer(t.ctx)).mobile, TEST_PASSWORD);
    expect((await removePhoto(product.id, stranger, 0)).statusCode).toBe(404);
    expect((await addPhotos(product.id, stranger, [await pngImage()])).json()).toEqual({ status: 0, message: 'Write your review first, then add photos to it' });
    expect(await shownPhotos(product.id)).toEqual([second]);
  });

  it('refuses a file that is no image, a form without photos, and a visitor, changing nothing', async () => {
    const { product, cookie } = await reviewer();
    expect((await addPhotos(product.id, cookie, [Buffer.from('not an image')])).statusCode).toBe(415);
    const empty = await addPhotos(product.id, cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a photo to add');
    expect((await addPhotos(product.id, cookie, [await pngImage()], 'file')).statusCode).toBe(400);
    const form = new FormBody({}, [{ field: 'photos', data: await pngImage() }]);
    const visitor = await t.app.inject({ method: 'POST', url: `/admin/api/product/${product.id}/reviews/mine/photos`, headers: form.headers, payload: form.payload });
    expect(visitor.statusCode).toBe(401);
    expect(await shownPhotos(product.id)).toEqual([]);
  });

  it('never passes three when two uploads race: one is refused whole, and its files leave the store', async () => {
    const { product, cookie } = await reviewer();
    const folder = path.join(t.dataDir, 'uploads', 'reviews');
    const before = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    const answers = await Promise.all([addPhotos(product.id, cookie, [await pngImage(), await pngImage()]), addPhotos(product.id, cookie, [await pngImage(), await pngImage()])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const kept = (await shownPhotos(product.id))!;
    expect(kept).toHaveLength(2);
    const added = fs.readdirSync(folder).filter((f) => !before.has(f));
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((f) => !kept.some((url) => url.includes(f.replace(/(-\d+)?\.webp$/, ''))))).toEqual([]);
  });

  it('lets the owner remove a photo that should not be shown, keeping the review, and logs it', async () => {
    const { product, cookie } = await reviewer();
    const [photo] = (await addPhotos(product.id, cookie, [await pngImage()])).json().data.photos as string[];
    const review = ((await owner('GET', '/reviews?pageSize=100')).json().data.items as { id: number; product_id: number; photos: string[] }[]).find(
      (r) => r.product_id === product.id,
    )!;
    expect(review.photos).toEqual([photo]);
    const res = await owner('DELETE', `/reviews/${review.id}/photos/0`);
    expect(res.json()).toMatchObject({ status: 1, message: 'The photo is removed', data: { id: review.id, photos: [] } });
    expect(fs.existsSync(storedFile(photo!))).toBe(false);
    expect((await t.app.inject(`/admin/api/product/${product.id}/reviews`)).json().data.reviews).toHaveLength(1);
    expect((await owner('DELETE', `/reviews/${review.id}/photos/0`)).statusCode).toBe(404);
    const history = (await owner('GET', `/audit?entity=review&entityId=${review.id}`)).json().data;
    expect(history.items).toEqual([expect.objectContaining({ entity: 'review', entityId: review.id, action: 'moderate', before: { photos: 1 }, after: { photos: 0 } })]);
  });

  it("takes a deleted review's photos out of the store with it", async () => {
    const { product, cookie } = await reviewer();
    const [photo] = (await addPhotos(product.id, cookie, [await pngImage()])).json().data.photos as string[];
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/api/product/${product.id}/reviews/mine`, headers: { cookie } })).statusCode).toBe(200);
    expect(fs.existsSync(storedFile(photo!))).toBe(false);
  });
});
