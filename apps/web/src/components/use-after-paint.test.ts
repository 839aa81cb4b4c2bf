// @vitest-environment jsdom
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-paint';

function Later({ name }: { name: string }) {
  return useAfterFirstPaint() ? createElement('p', null, name) : null;
}

const page = () => createElement('div', null, createElement(Later, { name: 'dose' }), createElement(Later, { name: 'reviews' }), createElement(Later, { name: 'payments' }));

let root: Root | undefined;
afterEach(() => root?.unmount());

describe('useAfterFirstPaint', () => {
  it('draws the parts that wait for the first paint only once the page is painted, all of them', async () => {
    // Real timers: jsdom reports no paint, so afterFirstPaint waits its second.
    const host = document.createElement('div');
    root = createRoot(host);
    root.render(page());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.querySelector('div')?.textContent).toBe('');
    await expect.poll(() => host.textContent, { timeout: 3000 }).toBe('dosereviewspayments');
  });
});
