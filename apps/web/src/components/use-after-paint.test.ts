// @vitest-environment jsdom
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { endFirstView, hydrateInTurns } from '../lib/hydration-turns';
import { useAfterFirstPaint } from './use-after-paint';

function Later({ name }: { name: string }) {
  return useAfterFirstPaint() ? createElement('p', null, name) : null;
}

const page = () => createElement('div', null, createElement(Later, { name: 'dose' }), createElement(Later, { name: 'reviews' }), createElement(Later, { name: 'payments' }));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  endFirstView();
});

/**
 * Renders the page with Preact as the shop does (real timers: jsdom reports no paint, so afterFirstPaint
 * waits its second) and records what the page shows after each task that changed it: a mutation
 * observer's callback runs once at the end of each task's changes.
 */
async function drawsOf(render: (draw: () => void) => void): Promise<string[]> {
  const host = document.createElement('div');
  const draws: string[] = [];
  new MutationObserver(() => draws.push(host.textContent)).observe(host, { childList: true, subtree: true, characterData: true });
  root = createRoot(host);
  render(() => root!.render(page()));
  await expect.poll(() => host.textContent, { timeout: 3000 }).toBe('dosereviewspayments');
  return draws;
}

describe('useAfterFirstPaint', () => {
  it('during the first view, shows each waiting part in a task of its own, in the order of the page', async () => {
    expect(await drawsOf((draw) => hydrateInTurns(draw))).toEqual(['', 'dose', 'dosereviews', 'dosereviewspayments']);
  });

  it('after the first view, shows every part as soon as the page is painted, in one go', async () => {
    endFirstView();
    expect(await drawsOf((draw) => draw())).toEqual(['', 'dosereviewspayments']);
  });
});
