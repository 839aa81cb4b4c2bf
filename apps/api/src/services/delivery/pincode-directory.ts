import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { apiPath } from '../../api-dir';

/** One pincode of India Post's directory: its state and district, and the post offices' areas under it. */
export interface PincodePlace {
  pincode: string;
  state: string;
  district: string;
  localities: string[];
}

/**
 * India Post's all-India pincode directory (19,159 pincodes, 777 KB gzipped; see the README), read
 * once into memory on first use. Each entry keeps its line's fields as strings and splits the
 * localities only when asked, so the map costs little more than the text itself.
 */
export class PincodeDirectory {
  private constructor(private readonly entries: Map<string, string>) {}

  static load(file = apiPath('pincodes', 'india-post-pincodes.tsv.gz')): PincodeDirectory {
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const entries = new Map<string, string>();
    for (const line of text.split('\n')) {
      if (line.length > 7) entries.set(line.slice(0, 6), line.slice(7));
    }
    return new PincodeDirectory(entries);
  }

  get size(): number {
    return this.entries.size;
  }

  find(pincode: string): PincodePlace | undefined {
    const rest = this.entries.get(pincode);
    if (rest === undefined) return undefined;
    const [state = '', district = '', names = ''] = rest.split('\t');
    return { pincode, state, district, localities: names ? names.split('|') : [] };
  }
}

let shared: PincodeDirectory | undefined;

/** The process's one directory, loaded on first use (about 0.1 s), then shared by every request. */
export function pincodeDirectory(): PincodeDirectory {
  shared ??= PincodeDirectory.load();
  return shared;
}
