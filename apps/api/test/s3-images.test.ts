import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { copyDiskUploads } from '../src/services/uploads/copy-disk-uploads';
import { createS3ImageStore } from '../src/services/uploads/s3-image-store';
import { asAdmin, FormBody } from './admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { pngImage } from './helpers/images';
import { s3ServerOnFreePort, type S3Server } from './helpers/s3-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Uploaded images in S3-compatible object storage: a real S3-protocol server (s3rver), started here. */
let s3: S3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await s3ServerOnFreePort();
  await s3.start();
  t = await createTestApp({}, { images: createS3ImageStore({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1' }, s3.client) });
});
afterAll(async () => {
  await t?.close();
  await s3?.destroy();
});

const keyOf = (url: string) => url.replace('/admin/uploads/', '');
const objectBytes = async (url: string) => Buffer.from(await (await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) }))).Body!.transformToByteArray());
const objectExists = (url: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) })).then(
    () => true,
    () => false,
  );
const updateProfile = (cookie: string, cusId: number, file: Buffer) => {
  const form = multipart({ cusID: String(cusId), pet_name: 'Rani', breed: 'Indie', age: '5', weight: '18', needs: '', owner_name: 'Asha R.' }, { data: file });
  return t.app.inject({ method: 'POST', url: '/admin/api/profile_update', headers: { ...form.headers, cookie }, payload: form.payload });
};

describe('with S3_BUCKET, uploaded images', () => {
  it('a pet photo goes to the bucket (the WebP and its small copy) and is served from it under /admin/uploads', async () => {
    const c = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const res = await updateProfile(cookie, c.id, await pngImage(1200, 900));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.petImg as string;
    expect(url).toMatch(/^\/admin\/uploads\/pets\/[0-9a-f-]+\.webp$/);

    const stored = await objectBytes(url);
    expect((await sharp(stored).metadata()).width).toBe(800);
    expect(await objectExists(url.replace('.webp', '-400.webp'))).toBe(true);

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);
    // A browser revalidating with the ETag it was given gets a 304 and no body.
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // A new photo replaces the object; the old one (and its small copy) is deleted from the bucket.
    const replaced = (await updateProfile(cookie, c.id, await pngImage(300, 300))).json().data.petImg as string;
    expect(replaced).not.toBe(url);
    expect((await sharp(await objectBytes(replaced)).metadata()).width).toBe(300);
    expect(await objectExists(url)).toBe(false);
    expect(await objectExists(url.replace('.webp', '-400.webp'))).toBe(false);
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });

  it('product gallery images are written to and deleted from the bucket', async () => {
    const { call } = await asAdmin(t);
    const product = await createProduct(t.ctx);
    const added = await call('POST', `/products/${product.id}/images`, new FormBody({}, [{ field: 'images', data: await pngImage(900, 900) }]));
    expect(added.statusCode).toBe(200);
    const image = added.json().data.at(-1) as { id: number; image: string };
    const versions = [image.image, ...[400, 700].map((width) => image.image.replace('.webp', `-${width}.webp`))];
    for (const url of versions) expect(await objectExists(url), url).toBe(true);
    expect((await t.app.inject(image.image)).statusCode).toBe(200);

    expect((await call('DELETE', `/products/${product.id}/images/${image.id}`)).statusCode).toBe(200);
    for (const url of versions) expect(await objectExists(url), url).toBe(false);
  });

  it("a missing object is a 404 in the shop's shape, never a 500; so is a key the shop never makes", async () => {
    const missing = await t.app.inject('/admin/uploads/pets/00000000-0000-0000-0000-000000000000.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 0 });
    expect(missing.headers['cache-control']).toBe('no-store');
    for (const url of ['/admin/uploads/..%2F..%2Fetc%2Fpasswd', '/admin/uploads/pets', '/admin/uploads/']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('uploads:migrate copies the disk uploads into the bucket under the same URLs, and a second run copies nothing', async () => {
    const dir = path.join(t.dataDir, 'old-uploads');
    const files = { 'products/tin-1.webp': await pngImage(20, 20), 'products/tin-1-400.webp': await pngImage(10, 10), 'pets/0f0e.webp': await pngImage(30, 30) };
    for (const [key, data] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      fs.writeFileSync(path.join(dir, key), data);
    }
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an image of the shop');
    expect(await copyDiskUploads(dir, t.ctx.images)).toEqual({ copied: 3, skipped: 0, ignored: ['notes.txt'] });
    for (const [key, data] of Object.entries(files)) {
      const served = await t.app.inject(`/admin/uploads/${key}`);
      expect(served.statusCode, key).toBe(200);
      expect(served.rawPayload.equals(data), key).toBe(true);
    }
    expect(await copyDiskUploads(dir, t.ctx.images)).toEqual({ copied: 0, skipped: 3, ignored: ['notes.txt'] });
  });

  it('with the storage down: images answer 503 with a message, and an upload is refused with 503, changing nothing', async () => {
    const c = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const url = (await updateProfile(cookie, c.id, await pngImage())).json().data.petImg as string;
    await s3.stop();
    try {
      const image = await t.app.inject(url);
      expect(image.statusCode).toBe(503);
      expect(image.json()).toEqual({ status: 0, message: 'Images cannot be reached right now. Please try again in a moment.' });
      expect(image.headers['cache-control']).toBe('no-store');

      const upload = await updateProfile(cookie, c.id, await pngImage());
      expect(upload.statusCode).toBe(503);
      expect(upload.json().message).toContain('Please try again');
      const me = await t.app.inject({ url: '/admin/api/me', headers: { cookie } });
      expect(JSON.stringify(me.json())).toContain(url);
    } finally {
      await s3.start();
    }
    expect((await t.app.inject(url)).statusCode).toBe(200);
  });
});
