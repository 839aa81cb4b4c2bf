import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder. This file is src/api-dir.ts and the compiled server is dist/main.js: both sit one
 * level below it, so files that are not code (migrations, assets/, the demo-image cache) are found from
 * here the same way when running the sources (tsx, vitest) and the build (node). Keep it directly in src/.
 */
const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export const apiPath = (...parts: string[]): string => path.join(API_DIR, ...parts);
