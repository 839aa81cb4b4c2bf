import { describe, expect, it } from 'vitest';
import { categorySlugPath, productSlugPath, whatsAppLink, whatsAppShareLink } from '../src/rules/shop-links';

describe('whatsAppLink', () => {
  it('writes the shop number as wa.me wants it: international, digits only', () => {
    expect(whatsAppLink('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppLink('98765-43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppLink('098765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppLink('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });

  it('carries a first message, encoded', () => {
    expect(whatsAppLink('+91 98765 43210', 'Hi! I have a question about Joint+ Chews & more')).toBe(
      'https://wa.me/919876543210?text=Hi!%20I%20have%20a%20question%20about%20Joint%2B%20Chews%20%26%20more',
    );
  });

  it('gives no link for a number wa.me cannot reach', () => {
    expect(whatsAppLink('')).toBeUndefined();
    expect(whatsAppLink('12345')).toBeUndefined();
    expect(whatsAppLink('+91 98765 43210 98765 43210')).toBeUndefined();
  });
});

describe('readable addresses', () => {
  it('puts the slug in the path', () => {
    expect(productSlugPath('joint-plus-chews')).toBe('/products/joint-plus-chews');
    expect(categorySlugPath('skin-coat')).toBe('/categories/skin-coat');
  });
});

describe('whatsAppShareLink', () => {
  it('leaves the number out, so the shopper chooses whom to send the text to', () => {
    expect(whatsAppShareLink('Calm Paws chews https://canino.in/products/calm-paws-chews')).toBe(
      'https://wa.me/?text=Calm%20Paws%20chews%20https%3A%2F%2Fcanino.in%2Fproducts%2Fcalm-paws-chews',
    );
  });
});
