import { PRODUCT_CAROUSEL, TESTIMONIAL_CAROUSEL } from '@canino/shared';
import { describe, expect, it } from 'vitest';
import { breakpointValue } from './use-media';

// The carousel writes these for carousel.css's media queries: what the server's HTML lays out at each width.
describe('breakpointValue', () => {
  it('takes the widest breakpoint the width reaches, and the smallest below them all', () => {
    const at = (width: number) => breakpointValue(PRODUCT_CAROUSEL.breakpoints, width);
    expect([0, 320, 767, 768, 1023, 1024, 1280, 1920].map(at)).toEqual([1, 1, 1, 2, 2, 3, 4, 4]);
  });

  it('keeps the last value past a carousel’s widest breakpoint', () => {
    expect(breakpointValue(TESTIMONIAL_CAROUSEL.breakpoints, 1280)).toBe(3);
  });
});
