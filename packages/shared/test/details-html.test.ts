import { describe, expect, it } from 'vitest';
import { DETAILS_TAG_ALIASES, DETAILS_TAGS, detailsLinkProblem } from '../src/rules/details-html';

describe('the HTML product details may hold', () => {
  it('maps every alias onto a tag of the list', () => {
    for (const [alias, tag] of Object.entries(DETAILS_TAG_ALIASES)) {
      expect(DETAILS_TAGS, alias).toContain(tag);
      expect(DETAILS_TAGS, alias).not.toContain(alias);
    }
  });

  it('keeps links to web, mail and phone addresses and says why it refuses others', () => {
    expect(detailsLinkProblem('https://vet.example/joints')).toBeNull();
    expect(detailsLinkProblem('HTTP://vet.example')).toBeNull();
    expect(detailsLinkProblem('mailto:care@canino.in')).toBeNull();
    expect(detailsLinkProblem(' tel:+919876543210 ')).toBeNull();
    expect(detailsLinkProblem('javascript:alert(1)')).toBe('Links may go to http, https, mailto or tel addresses only');
    expect(detailsLinkProblem('data:text/html,hi')).toBe('Links may go to http, https, mailto or tel addresses only');
    expect(detailsLinkProblem('vet.example')).toMatch(/^Enter a full address/);
    expect(detailsLinkProblem('//vet.example')).toMatch(/^Enter a full address/);
  });
});
