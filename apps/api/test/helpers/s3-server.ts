import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './server-process';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** What a shop process needs in its environment to use this server. */
  env: Record<string, string>;
  /** A client of the test's own, to look into the bucket behind the shop's back. */
  client: S3Client;
  /** Starts (or restarts, keeping its objects) the server on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
}

/** s3rver's fixed credentials; the SDK signs with them exactly as it would with AWS's. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) of the test's own, on a free port, with its objects in a temporary
 * folder, and one bucket in it. Not started until `start()`.
 */
export async function s3ServerOnFreePort(bucket = 'canino-test'): Promise<S3Server> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-s3-'));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  let server: S3rver | undefined;
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  return {
    endpoint,
    bucket,
    client,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    async start() {
      server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
      await server.run();
      await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((err: { name?: string }) => {
        if (err.name !== 'BucketAlreadyOwnedByYou' && err.name !== 'BucketAlreadyExists') throw err;
      });
    },
    stop,
    async destroy() {
      await stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
