import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { meetsTarget, type BenchPart, type Result } from './types';

/**
 * `npm run bench` runs every part in bench/parts/; `npm run bench -- api web` runs those named. Prints a
 * table, merges the figures into .bench/results.json and exits with 1 if a part failed or missed a target.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const partsDir = path.join(root, 'bench', 'parts');
const resultsFile = path.join(root, '.bench', 'results.json');

async function loadParts(): Promise<BenchPart[]> {
  const parts: BenchPart[] = [];
  for (const file of fs
    .readdirSync(partsDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(path.join(partsDir, file)).href)) as Partial<BenchPart>;
    if (typeof mod.name !== 'string' || typeof mod.run !== 'function') {
      throw new Error(`bench/parts/${file} must export \`name\` and \`run()\``);
    }
    parts.push({ name: mod.name, run: mod.run });
  }
  return parts;
}

function formatValue(r: Result): string {
  // Ratios and small unitless figures (a layout-shift score of 0.02) need their decimals.
  const digits = r.unit === 'x' ? 2 : r.value >= 100 ? 0 : r.value < 1 && r.value !== 0 ? 3 : 1;
  return `${r.value.toFixed(digits)} ${r.unit}`;
}

function formatTarget(r: Result): string {
  if (!r.target) return '';
  const goal = [r.target.min !== undefined ? `≥ ${r.target.min}` : '', r.target.max !== undefined ? `≤ ${r.target.max}` : ''].filter(Boolean).join(', ');
  return `${goal} ${meetsTarget(r) ? 'ok' : 'MISSED'}`;
}

function printTable(rows: { part: string; result: Result }[]): void {
  const table = rows.map(({ part, result }) => [part, result.metric, formatValue(result), formatTarget(result), result.note ?? '']);
  const header = ['part', 'metric', 'value', 'target', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table) console.log(line(row));
}

function saveResults(ran: Record<string, { ranAt: string; results: Result[] }>): void {
  const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : { parts: {} };
  const merged = {
    updatedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown' },
    parts: { ...previous.parts, ...ran },
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(merged, null, 2)}\n`);
}

const all = await loadParts();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.some((p) => p.name === w));
if (unknown.length) {
  console.error(`Unknown bench part: ${unknown.join(', ')}. Parts: ${all.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? all.filter((p) => wanted.includes(p.name)) : all;

let failed = false;
const rows: { part: string; result: Result }[] = [];
const ran: Record<string, { ranAt: string; results: Result[] }> = {};
for (const part of selected) {
  console.log(`\n▶ ${part.name}`);
  try {
    const results = await part.run();
    ran[part.name] = { ranAt: new Date().toISOString(), results };
    for (const result of results) {
      rows.push({ part: part.name, result });
      if (meetsTarget(result) === false) failed = true;
    }
  } catch (err) {
    failed = true;
    console.error(`✗ ${part.name} failed:`, err);
  }
}
printTable(rows);
saveResults(ran);
console.log(`\nSaved to ${path.relative(process.cwd(), resultsFile)}`);
process.exit(failed ? 1 : 0);
