import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const adminDir = fileURLToPath(new URL('../apps/web/src/admin', import.meta.url));

const tsxFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? tsxFiles(full) : e.name.endsWith('.tsx') ? [full] : [];
  });

/**
 * On a phone an admin table in a card (`adm-table-card`) hides its header row and shows each cell with
 * the label its `data-label` carries (tables.css): a cell without one is a bare number nobody can read.
 */
describe('admin tables drawn as cards on phones', () => {
  const withCards = tsxFiles(adminDir).filter((f) => fs.readFileSync(f, 'utf8').includes('adm-table-card'));

  it('are found', () => {
    expect(withCards.length).toBeGreaterThan(3);
  });

  it.each(withCards.map((f) => [path.relative(adminDir, f), f]))('%s labels every cell', (_name, file) => {
    const cells = fs.readFileSync(file, 'utf8').match(/<td\b[^>]*>/g) ?? [];
    expect(cells.filter((td) => !td.includes('data-label'))).toEqual([]);
  });
});
