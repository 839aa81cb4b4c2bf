import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ROUTES } from './first-paint-routes';
import { AppRoutes } from './router';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const routes = createRoutesFromChildren((AppRoutes().props as { children: React.ReactNode }).children);

describe('what each page declares its first paint needs', () => {
  it.each(FIRST_PAINT_ROUTES.map((r) => [r.path, r] as const))('%s is a page of the router, and its module is a file the build names', (_, route) => {
    const sample = route.path.replace(/:[a-z]+/g, 'sample-slug');
    const matched = matchRoutes(routes, sample)?.at(-1)?.route;
    // Home is the layout's index route; every other page has its own path, never the catch-all's.
    expect(matched?.index || (matched?.path !== undefined && matched.path !== '*')).toBe(true);
    if (route.module) expect(fs.existsSync(path.join(webRoot, route.module))).toBe(true);
  });
});
