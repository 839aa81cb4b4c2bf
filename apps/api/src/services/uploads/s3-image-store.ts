import type { Readable } from 'node:stream';
import { SpanKind } from '@opentelemetry/api';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { inSpan } from '../../tracing/spans';
import { contentTypeOf, keyOfUploadUrl, storageUnavailable, UPLOADS_URL_PREFIX, type ImageStore } from '../../ports/image-store';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, …); unset means AWS itself. Path-style addressing when set. */
  endpoint: string | undefined;
  region: string;
}

/** Upload names are random and never reused, so browsers and proxies may keep an image for a month. */
const OBJECT_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/**
 * Images as objects in an S3-compatible bucket, through the AWS SDK v3, so every API process reads and
 * writes the same ones. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or an instance role). The bucket stays private: the shop streams objects
 * under /admin/uploads/ (decision 019). A store that cannot be reached is a 503, never a 500.
 */
export function createS3ImageStore(settings: S3Settings, client = s3Client(settings)): ImageStore {
  const { bucket } = settings;
  const where = settings.endpoint ? `${settings.endpoint.replace(/\/$/, '')}/${bucket}` : `s3://${bucket} (${settings.region})`;
  return {
    description: `S3 bucket ${where}`,
    async put(key, data) {
      await call(() => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentTypeOf(key), CacheControl: OBJECT_CACHE_CONTROL })));
      return UPLOADS_URL_PREFIX + key;
    },
    async remove(url) {
      const key = keyOfUploadUrl(url);
      // S3 answers a delete of a missing key with success, as the disk store ignores a missing file.
      if (key) await call(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
    async get(key, ifNoneMatch) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
        };
      } catch (err) {
        const status = statusOf(err);
        if (status === 304) return 'not-modified';
        if (status === 404) return null;
        throw unavailable(err);
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (statusOf(err) === 404) return false;
        throw unavailable(err);
      }
    },
  };
}

function s3Client(settings: S3Settings): S3Client {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // A store that is down should cost a visitor seconds, not the SDK's default of waiting for ever.
    requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000 },
    maxAttempts: 2,
  });
  // A span per call, its retries inside it, when tracing is on (decision 048).
  client.middlewareStack.add(
    (next, context) => (args) =>
      inSpan(
        `s3 ${context.commandName}`,
        { 'rpc.system': 'aws-api', 'rpc.service': 'S3', 'rpc.method': context.commandName, 'aws.s3.bucket': settings.bucket },
        () => next(args),
        SpanKind.CLIENT,
      ),
    { step: 'initialize', name: 'shopSpans' },
  );
  return client;
}

async function call<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    throw unavailable(err);
  }
}

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

/** Any failure of the store (refused, timed out, 5xx, wrong credentials) is an outage to the visitor; the cause goes to the log. */
function unavailable(err: unknown): Error {
  const error = storageUnavailable();
  (error as Error & { cause?: unknown }).cause = err;
  return error;
}
