import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { asAdmin, FormBody, type AdminCall } from './admin-support';
import { createCategory, createProduct, declarationFields } from './helpers/factories';
import { EXIF_SECRET, jpegWithExif, pngImage } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: AdminCall;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ call, cookie } = await asAdmin(t));
});
afterAll(() => t.close());

const storedFile = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/admin/uploads/', ''));
const storefront = async (url: string) => (await t.app.inject(`/admin/api${url}`)).json();

async function newProduct(over: Record<string, unknown> = {}) {
  const category = await createCategory(t.ctx);
  const res = await call('POST', '/products', {
    name: 'Joint Care Chews',
    categoryId: category.id,
    listPricePaise: 89900,
    sellingPricePaise: 69950,
    description: 'Glucosamine chews for older dogs.',
    detailsHtml: '<h4>Benefits</h4><ul><li>Easier walks</li></ul>',
    stock: 12,
    active: true,
    // On sale, so with its declarations (decision 051).
    ...(await declarationFields(t.ctx)),
    ...over,
  });
  return { res, category };
}

const upload = (id: number, files: Buffer[]) =>
  call(
    'POST',
    `/products/${id}/images`,
    new FormBody(
      {},
      files.map((data) => ({ field: 'images', data })),
    ),
  );

describe('products', () => {
  it('creates a product with prices in paise; the storefront shows it with rupee prices at once', async () => {
    await storefront('/product'); // warm the cache
    const { res, category } = await newProduct();
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      name: 'Joint Care Chews',
      slug: 'joint-care-chews',
      categoryId: category.id,
      categoryName: category.name,
      listPricePaise: 89900,
      sellingPricePaise: 69950,
      stock: 12,
      active: true,
      gallery: [],
    });
    const listed = (await storefront('/product')).data.find((x: { product_id: number }) => x.product_id === p.id);
    expect(listed).toMatchObject({ product_name: 'Joint Care Chews', product_sprice: 699.5, product_dprice: 899, mcat_id: category.id, stock: 12 });
    // A second product of the same name gets its own slug.
    expect((await newProduct()).res.json().data.slug).toBe('joint-care-chews-2');
  });

  it('sanitises the details HTML on save: formatting stays, scripts and handlers go', async () => {
    const html =
      '<p onclick="steal()">Safe <strong>bold</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://vet.example">vet</a><iframe src="https://evil"></iframe>';
    const p = (await newProduct({ detailsHtml: html })).res.json().data;
    expect(p.detailsHtml).toBe('<p>Safe <strong>bold</strong></p><a rel="noopener nofollow">x</a><a href="https://vet.example" rel="noopener nofollow">vet</a>');
    const detail = (await storefront(`/productById/${p.id}`)).data.product;
    expect(detail.product_details).not.toMatch(/script|onerror|onclick|javascript|iframe/);
  });

  it("keeps the editor's formatting as sent, writes other spellings as the editor's tags and strips what the shared list lacks", async () => {
    const editorHtml =
      '<h2>Benefits</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />next</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><hr />' +
      '<p><a href="tel:+919876543210" title="Call us" rel="noopener nofollow">call</a></p><table><tbody><tr><th>kg</th><td>1</td></tr></tbody></table>';
    expect((await newProduct({ detailsHtml: editorHtml })).res.json().data.detailsHtml).toBe(editorHtml);

    const pasted =
      '<h1 style="color:red">Title</h1><h5 class="x">Small</h5><p><b>bold</b> <i>it</i> <span style="font-weight:700">span</span> <sup>2</sup> <code>c</code></p>' +
      '<pre>pre</pre><img src="https://x/y.png"><a href="data:text/html,hi">data</a><a href="//evil.example">rel</a><style>p{}</style><form><input></form>';
    const saved = (await newProduct({ detailsHtml: pasted })).res.json().data;
    expect(saved.detailsHtml).toBe(
      '<h2>Title</h2><h4>Small</h4><p><strong>bold</strong> <em>it</em> span 2 c</p>pre<a rel="noopener nofollow">data</a><a rel="noopener nofollow">rel</a>',
    );
    expect((await storefront(`/productById/${saved.id}`)).data.product.product_details).toBe(saved.detailsHtml);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const category = await createCategory(t.ctx);
    const base = { name: 'X', categoryId: category.id, listPricePaise: 1000, sellingPricePaise: 900, description: 'd', stock: 1 };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: 'Name is required' }],
      [{ sellingPricePaise: 2000 }, { sellingPricePaise: 'Selling price cannot be more than the list price' }],
      [
        { listPricePaise: 0, sellingPricePaise: 0 },
        { listPricePaise: 'List price must be more than ₹0', sellingPricePaise: 'Selling price must be more than ₹0' },
      ],
      [{ sellingPricePaise: 99.5 }, { sellingPricePaise: 'Selling price must be a whole number of paise' }],
      [{ stock: -1 }, { stock: 'Stock cannot be negative' }],
      [{ description: ' ' }, { description: 'Short description is required' }],
      [{ categoryId: 999999 }, { categoryId: 'Choose a category' }],
    ];
    const before = await t.ctx.db.select().from(products);
    for (const [over, errors] of cases) {
      const res = await call('POST', '/products', { ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors, JSON.stringify(over)).toEqual(errors);
    }
    expect(await t.ctx.db.select().from(products)).toEqual(before);
    expect((await call('PUT', '/products/999999', base)).statusCode).toBe(404);
  });

  it('edits a product; deactivating takes it off the storefront', async () => {
    const p = (await newProduct()).res.json().data;
    const res = await call('PUT', `/products/${p.id}`, {
      name: 'Joint Care Chews XL',
      categoryId: p.categoryId,
      listPricePaise: 99900,
      sellingPricePaise: 79900,
      description: 'Bigger pack.',
      detailsHtml: '<p>More</p>',
      stock: 0,
      active: false,
    });
    expect(res.json()).toMatchObject({ status: 1, message: 'Product "Joint Care Chews XL" saved', data: { name: 'Joint Care Chews XL', stock: 0, active: false, slug: p.slug } });
    expect((await t.app.inject(`/admin/api/productById/${p.id}`)).statusCode).toBe(404);
  });

  it('lists with search, category and stock filters, paged on the server', async () => {
    const category = await createCategory(t.ctx);
    await createProduct(t.ctx, { categoryId: category.id, name: 'Filterable A', stock: 2 });
    await createProduct(t.ctx, { categoryId: category.id, name: 'Filterable B', stock: 50 });
    await createProduct(t.ctx, { categoryId: category.id, name: 'Filterable C', stock: 1, active: false });
    const names = async (qs: string) => (await call('GET', `/products?${qs}`)).json().data.items.map((p: { name: string }) => p.name);
    expect(await names(`categoryId=${category.id}`)).toEqual(['Filterable A', 'Filterable B', 'Filterable C']);
    expect(await names(`categoryId=${category.id}&state=low_stock`)).toEqual(['Filterable A']);
    expect(await names(`categoryId=${category.id}&state=inactive`)).toEqual(['Filterable C']);
    expect(await names('q=filterable b')).toEqual(['Filterable B']);
    const page = (await call('GET', `/products?categoryId=${category.id}&pageSize=2&page=2`)).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    expect((await call('GET', '/products?state=nonsense')).statusCode).toBe(400);
  });

  it('deletes a product that was never ordered, with its images', async () => {
    const p = (await newProduct()).res.json().data;
    const gallery = (await upload(p.id, [await pngImage()])).json().data;
    const res = await call('DELETE', `/products/${p.id}`);
    expect(res.json()).toEqual({ status: 1, message: 'Product deleted', data: { deleted: true } });
    expect(fs.existsSync(storedFile(gallery[0].image))).toBe(false);
    expect(await t.ctx.db.select().from(products).where(eq(products.id, p.id))).toEqual([]);
  });
});

describe('SKUs', () => {
  const edit = (p: { id: number; categoryId: number }, over: Record<string, unknown>) =>
    call('PUT', `/products/${p.id}`, {
      name: 'Renamed Chews',
      categoryId: p.categoryId,
      listPricePaise: 89900,
      sellingPricePaise: 69950,
      description: 'Same chews.',
      stock: 3,
      ...over,
    });

  it('takes the owner’s SKU (upper-cased), or gives a new product a generated one; the storefront shows it', async () => {
    const own = (await newProduct({ name: 'Own SKU Chews', sku: ' can-jnt-901 ' })).res.json().data;
    expect(own.sku).toBe('CAN-JNT-901');
    const generated = (await newProduct({ name: 'Generated SKU Chews' })).res.json().data;
    expect(generated.sku).toMatch(/^CAN-[0-9A-F]{8}$/);
    expect((await storefront(`/productById/${own.id}`)).data.product.sku).toBe('CAN-JNT-901');
  });

  it('edits it, keeps it when left blank, keeps the slug when renamed, and refuses one another product has', async () => {
    const p = (await newProduct({ name: 'Edited SKU Chews', sku: 'CAN-EDT-001' })).res.json().data;
    const other = (await newProduct({ name: 'Other SKU Chews', sku: 'CAN-OTH-001' })).res.json().data;

    const renamed = await edit(p, { sku: 'CAN-EDT-002' });
    expect(renamed.json().data).toMatchObject({ sku: 'CAN-EDT-002', name: 'Renamed Chews', slug: p.slug });
    expect((await edit(p, { sku: '' })).json().data.sku).toBe('CAN-EDT-002');
    expect((await edit(p, {})).json().data.sku).toBe('CAN-EDT-002');

    const taken = await edit(p, { sku: 'can-oth-001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: 0, message: 'Another product already has this SKU', errors: { sku: 'Another product already has this SKU' } });
    const dup = (await newProduct({ name: 'Duplicate SKU Chews', sku: 'CAN-OTH-001' })).res;
    expect(dup.statusCode).toBe(409);

    const bad = await edit(p, { sku: 'has spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sku).toMatch(/letters, digits/);
    expect((await call('GET', `/products/${p.id}`)).json().data.sku).toBe('CAN-EDT-002');
    expect((await call('GET', `/products/${other.id}`)).json().data.sku).toBe('CAN-OTH-001');
  });
});

describe('product gallery', () => {
  it('uploads several images at once (re-encoded, EXIF gone); the first becomes the main image everywhere', async () => {
    const p = (await newProduct()).res.json().data;
    const res = await upload(p.id, [await jpegWithExif(1200, 900), await pngImage(300, 300), await pngImage(400, 200)]);
    expect(res.statusCode).toBe(200);
    const gallery: { id: number; image: string }[] = res.json().data;
    expect(gallery).toHaveLength(3);
    for (const g of gallery) expect(g.image).toMatch(/^\/admin\/uploads\/products\/[0-9a-f-]+\.webp$/);
    const first = fs.readFileSync(storedFile(gallery[0]!.image));
    expect((await sharp(first).metadata()).width).toBe(800);
    expect(first.toString('latin1')).not.toContain(EXIF_SECRET);

    const detail = (await storefront(`/productById/${p.id}`)).data;
    expect(detail.product.product_img).toBe(gallery[0]!.image);
    expect(detail.pimage).toEqual(gallery.map((g) => ({ pimage_image: g.image })));
  });

  it('reorders (the new first image becomes the main one) and removes images', async () => {
    const p = (await newProduct()).res.json().data;
    const [a, b, c] = (await upload(p.id, [await pngImage(), await pngImage(70, 70), await pngImage(80, 80)])).json().data;
    const reordered = await call('PUT', `/products/${p.id}/images`, { order: [c.id, a.id, b.id] });
    expect(reordered.json().data.map((g: { id: number }) => g.id)).toEqual([c.id, a.id, b.id]);
    expect((await storefront(`/productById/${p.id}`)).data.product.product_img).toBe(c.image);

    const removed = await call('DELETE', `/products/${p.id}/images/${c.id}`);
    expect(removed.json().data.map((g: { id: number }) => g.id)).toEqual([a.id, b.id]);
    expect(fs.existsSync(storedFile(c.image))).toBe(false);
    expect((await call('GET', `/products/${p.id}`)).json().data.image).toBe(a.image);
  });

  it('refuses an order that does not list each image once, a file that is not an image, and too many images', async () => {
    const p = (await newProduct()).res.json().data;
    const [a, b] = (await upload(p.id, [await pngImage(), await pngImage()])).json().data;
    for (const order of [[a.id], [a.id, a.id], [a.id, 999999], []]) {
      const res = await call('PUT', `/products/${p.id}/images`, { order });
      expect(res.statusCode, JSON.stringify(order)).toBe(400);
    }
    // One bad file among good ones adds none of them.
    const mixed = await upload(p.id, [await pngImage(), Buffer.from('%PDF-1.4 not an image')]);
    expect(mixed.statusCode).toBe(415);
    expect((await call('GET', `/products/${p.id}`)).json().data.gallery.map((g: { id: number }) => g.id)).toEqual([a.id, b.id]);
    const none = await call('POST', `/products/${p.id}/images`, new FormBody({}));
    expect(none.json()).toMatchObject({ status: 0, errors: { images: 'Choose at least one image' } });
    const many = await upload(p.id, await Promise.all(Array.from({ length: 11 }, () => pngImage(20, 20))));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('A product can have at most 12 images (it has 2)');
    expect((await call('DELETE', `/products/${p.id}/images/999999`)).statusCode).toBe(404);
    expect((await upload(999999, [await pngImage()])).statusCode).toBe(404);
  });
});

describe('uploads that break the rules', () => {
  it('refuses an image over 5 MB, too many files at once and a broken form, with a 4xx and a message', async () => {
    const p = (await newProduct()).res.json().data;
    const huge = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = await upload(p.id, [huge]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ status: 0, message: 'The image is larger than 5 MB' });
    const many = await upload(p.id, await Promise.all(Array.from({ length: 13 }, () => pngImage(10, 10))));
    expect(many.statusCode).toBe(413);
    expect(many.json().status).toBe(0);
    const form = new FormBody({ name: 'x' }, [{ field: 'images', data: await pngImage() }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/admin/api/admin/products/${p.id}/images`,
      headers: { ...form.headers, cookie },
      payload: form.payload.subarray(0, form.payload.length - 40),
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    expect(cut.json().status).toBe(0);
    expect((await call('GET', `/products/${p.id}`)).json().data.gallery).toEqual([]);
  });

  it('refuses a file sent in a field the form does not take, rather than dropping it without a word', async () => {
    const p = (await newProduct()).res.json().data;
    const form = new FormBody({}, [
      { field: 'images', data: await pngImage() },
      { field: 'photo', data: await pngImage() },
    ]);
    const res = await call('POST', `/products/${p.id}/images`, form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message: 'Send the image in the field "images"', errors: { photo: 'Send the image in the field "images"' } });
    expect((await call('GET', `/products/${p.id}`)).json().data.gallery).toEqual([]);
  });
});
