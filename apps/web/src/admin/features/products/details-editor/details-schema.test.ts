// @vitest-environment jsdom
import { DETAILS_TAGS } from '@canino/shared';
import type { Node as PmNode } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
// The server's own sanitizer: what the editor writes must come back from it unchanged.
import { sanitizeDetails } from '../../../../../../api/src/services/products/sanitize-details';
import { cleanPastedHtml, detailsSchema, docToHtml, EDITOR_TAGS, htmlToDoc } from './details-schema';

/** One sample per construct, written as the editor writes it. */
const CONSTRUCTS: Record<string, string> = {
  paragraph: '<p>Plain text with "quotes" &amp; a\u00a0no-break space</p>',
  heading2: '<h2>Benefits</h2>',
  heading3: '<h3>For joints</h3>',
  heading4: '<h4>Ingredients</h4>',
  marks: '<p><strong>bold</strong> <em>italic</em> <u>underlined</u> <s>struck</s> <strong><em>both</em></strong></p>',
  bullet_list: '<ul><li>Easier walks</li><li>Shinier coat</li></ul>',
  ordered_list: '<ol><li>Open the jar<ul><li>gently</li></ul></li><li>Give one chew</li></ol>',
  list_item_paragraphs: '<ul><li><p>First part</p><p>Second part</p></li></ul>',
  blockquote: '<blockquote><p>My Bruno walks again.</p></blockquote>',
  horizontal_rule: '<p>Above</p><hr /><p>Below</p>',
  hard_break: '<p>Line one<br />Line two</p>',
  link: '<p><a href="https://vet.example/a?b=1&amp;c=2" rel="noopener nofollow">our vet</a> or <a href="mailto:care@canino.in" title="Write to us" rel="noopener nofollow">mail us</a></p>',
  table: '<table><tbody><tr><th>Weight</th><th>Dose</th></tr><tr><td>Up to 10 kg</td><td>1 chew</td></tr></tbody></table>',
};

const roundTrip = (html: string) => docToHtml(htmlToDoc(html));

describe("the details editor's document model", () => {
  it('reads and writes exactly the tags of the shared list the sanitizer keeps', () => {
    expect([...EDITOR_TAGS].sort()).toEqual([...DETAILS_TAGS].sort());
  });

  it.each(Object.entries(CONSTRUCTS))('writes %s so that the sanitizer keeps it unchanged', (_, html) => {
    const written = roundTrip(html);
    expect(written).toBe(html);
    expect(sanitizeDetails(written)).toBe(written);
  });

  it('has a sample above for every node and mark it can make', () => {
    const seen = new Set<string>();
    for (const html of Object.values(CONSTRUCTS)) {
      htmlToDoc(html).descendants((n: PmNode) => {
        seen.add(n.type.name);
        n.marks.forEach((m) => seen.add(m.type.name));
      });
    }
    const all = [...Object.keys(detailsSchema.nodes), ...Object.keys(detailsSchema.marks)].filter((n) => n !== 'doc');
    expect(all.filter((n) => !seen.has(n))).toEqual([]);
  });

  it('writes an empty editor as no details at all', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });

  it('reads what older HTML and the sanitizer call by other names as the tags it writes', () => {
    expect(roundTrip('<h1>A</h1><h5>B</h5><p><b>bold</b> <i>italic</i></p>')).toBe('<h2>A</h2><h4>B</h4><p><strong>bold</strong> <em>italic</em></p>');
    expect(roundTrip('<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><th>A</th></tr><tr><td>1</td></tr></tbody></table>',
    );
  });

  it('cleans a paste from Google Docs down to the allowed tags', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-4a1b"><h1 dir="ltr" style="line-height:1.38"><span style="font-size:20pt;font-family:Arial;color:#000000;font-weight:400">Joint care</span></h1>' +
      '<p dir="ltr" style="margin-top:0pt"><span style="font-weight:700">Glucosamine</span><span style="font-weight:400"> and </span><span style="font-style:italic">turmeric</span><span style="text-decoration:underline"> daily</span></p>' +
      '<ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr" role="presentation"><span>Easier walks</span></p></li></ul>' +
      '<p dir="ltr"><a href="https://vet.example/" style="text-decoration:none"><span style="color:#1155cc;text-decoration:underline">vet</span></a></p></b>';
    const clean = roundTrip(cleanPastedHtml(docs));
    expect(clean).toBe(
      '<h2>Joint care</h2><p><strong>Glucosamine</strong> and <em>turmeric</em><u> daily</u></p><ul><li>Easier walks</li></ul><p><a href="https://vet.example/" rel="noopener nofollow"><u>vet</u></a></p>',
    );
    expect(sanitizeDetails(clean)).toBe(clean);
  });

  it('cleans a paste from Word down to the allowed tags, without its typed bullets', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body lang=EN-IN>' +
      "<p class=MsoNormal><b><span style='font-family:Calibri'>Word bold</span></b><o:p></o:p></p>" +
      "<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Twice a day<o:p></o:p></p>" +
      '<p class=MsoNormal><img src="file:///C:/clip.png"><script>alert(1)</script><span style="color:red" onclick="x()">red</span></p></body></html>';
    const clean = roundTrip(cleanPastedHtml(word));
    expect(clean).toBe('<p><strong>Word bold</strong></p><p>Twice a day</p><p>red</p>');
    expect(sanitizeDetails(clean)).toBe(clean);
  });
});
