import path from 'node:path';
import type { Config } from '../../config';
import { createDiskImageStore } from './disk-image-store';
import type { ImageStore } from '../../ports/image-store';
import { createS3ImageStore } from './s3-image-store';

/** S3 when `S3_BUCKET` is set, the local disk otherwise. */
export function createImageStore(config: Pick<Config, 's3' | 'dataDir'>): ImageStore {
  return config.s3 ? createS3ImageStore(config.s3) : createDiskImageStore(path.join(config.dataDir, 'uploads'));
}
