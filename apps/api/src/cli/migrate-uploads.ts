import path from 'node:path';
import { loadConfig } from '../config';
import { copyDiskUploads } from '../services/uploads/copy-disk-uploads';
import { createS3ImageStore } from '../services/uploads/s3-image-store';

/** `npm run uploads:migrate`: copies DATA_DIR/uploads into the S3_BUCKET; safe to run again. */
const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) to the bucket the images should go to.');
  process.exit(2);
}
const dir = path.join(config.dataDir, 'uploads');
const store = createS3ImageStore(config.s3);
try {
  const report = await copyDiskUploads(dir, store);
  console.log(`${report.copied} images copied from ${dir} to ${store.description}; ${report.skipped} were there already.`);
  if (report.ignored.length) console.log(`Left alone (not images the shop made): ${report.ignored.join(', ')}`);
} catch (err) {
  const cause = (err as { cause?: unknown }).cause;
  console.error(`Stopped: ${err instanceof Error ? err.message : String(err)}${cause instanceof Error ? ` (${cause.message})` : ''}. Run it again to go on.`);
  process.exit(1);
}
