import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it: with `layout` a table row's figures stay on one
 * line; without it, a block of text (a sentence beside a table) stays whole.
 */
export function pdfText(pdf: Buffer, opts: { layout: boolean } = { layout: true }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...(opts.layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
