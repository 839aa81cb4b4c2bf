import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath, signUpPath } from './session-store';

describe('where a login or sign-up returns the customer', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/products/joint-care-chews?size=2#reviews', '/products/joint-care-chews?size=2#reviews'],
    ['/orders/12', '/orders/12'],
  ])('keeps a path on this site: %s', (next, kept) => {
    expect(safeNextPath(next)).toBe(kept);
  });

  it.each([null, '', 'checkout', 'https://evil.example/', '//evil.example/', '/\\evil.example/', '/\\/evil.example', '/\t/evil.example', 'javascript:alert(1)', '/%0a/evil'])(
    'sends anything that could leave the site home: %s',
    (next) => {
      const safe = safeNextPath(next);
      expect(safe === '/' || new URL(safe, 'https://shop.example').origin === 'https://shop.example').toBe(true);
      if (next !== '/%0a/evil') expect(safe).toBe('/');
    },
  );

  it('puts the return path in the login and sign-up links, and leaves home out', () => {
    expect(loginPath('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(signUpPath('/products/coat-oil')).toBe('/sign-up?next=%2Fproducts%2Fcoat-oil');
    expect(signUpPath('/')).toBe('/sign-up');
    expect(loginPath()).toBe('/login');
  });
});
