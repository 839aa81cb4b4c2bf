// @vitest-environment jsdom
import { act, createElement, useState, type Dispatch, type SetStateAction } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetAllQueries, sameIfEqual, useQuery } from './query';

// React's act() runs effects and re-renders before it returns, in an environment that says it uses act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Settings {
  phone: string;
  hours: { open: number; close: number };
}

const settings = (): Settings => ({ phone: '+91 98765 43210', hours: { open: 9, close: 19 } });

/** A fetcher whose answer the test sets, and which the test lets finish. */
function controlledFetcher() {
  let answer: Settings = settings();
  let finish: (() => void) | undefined;
  return {
    fetcher: () => new Promise<Settings>((resolve) => (finish = () => resolve(answer))),
    answerWith: (next: Settings) => (answer = next),
    finish: () => finish!(),
  };
}

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  forgetAllQueries();
  host = document.createElement('div');
  root = createRoot(host);
});

afterEach(() => act(() => root.unmount()));

/** Renders `read` as a component reading the 'settings' query (already at hand, as an embedded answer would be), counting its draws. */
async function mount(fetcher: () => Promise<Settings>, read: (query: ReturnType<typeof useQuery<Settings>>) => string) {
  const draws: string[] = [];
  let refetch: () => Promise<void> = () => Promise.resolve();
  function Reader() {
    const query = useQuery('settings', fetcher, { initialData: settings });
    refetch = query.refetch;
    const shown = read(query);
    draws.push(shown);
    return createElement('p', null, shown);
  }
  await act(async () => root.render(createElement(Reader)));
  return { draws, refetch: () => refetch() };
}

describe('useQuery draws a component again only for what it shows', () => {
  it('keeps the data it has, and draws no reader again, when a refresh brings the same answer', async () => {
    const server = controlledFetcher();
    let seen: Settings | undefined;
    const { draws, refetch } = await mount(server.fetcher, (q) => {
      seen = q.data;
      return q.data!.phone;
    });
    const before = seen;

    let done!: Promise<void>;
    await act(async () => void (done = refetch()));
    await act(async () => {
      server.finish();
      await done;
    });

    expect(draws).toEqual(['+91 98765 43210']);
    expect(seen).toBe(before);
    expect(host.textContent).toBe('+91 98765 43210');
  });

  it('draws a reader of the data once more when the answer changed, with the new data', async () => {
    const server = controlledFetcher();
    const { draws, refetch } = await mount(server.fetcher, (q) => `${q.data!.phone} ${q.data!.hours.close}`);

    server.answerWith({ phone: '+91 98765 43210', hours: { open: 9, close: 21 } });
    let done!: Promise<void>;
    await act(async () => void (done = refetch()));
    await act(async () => {
      server.finish();
      await done;
    });

    expect(draws).toEqual(['+91 98765 43210 19', '+91 98765 43210 21']);
    expect(host.textContent).toBe('+91 98765 43210 21');
  });

  it('draws a reader of isFetching at the start and at the end of a refresh', async () => {
    const server = controlledFetcher();
    const { draws, refetch } = await mount(server.fetcher, (q) => (q.isFetching ? 'refreshing' : 'idle'));

    let done!: Promise<void>;
    await act(async () => void (done = refetch()));
    expect(host.textContent).toBe('refreshing');
    await act(async () => {
      server.finish();
      await done;
    });

    expect(draws).toEqual(['idle', 'refreshing', 'idle']);
  });

  it('gives a field read for the first time its current value, though no change to it drew the component', async () => {
    const server = controlledFetcher();
    let showBusy!: Dispatch<SetStateAction<boolean>>;
    let refetch: () => Promise<void> = () => Promise.resolve();
    const draws: string[] = [];
    function Reader() {
      const [busy, setBusy] = useState(false);
      showBusy = setBusy;
      const query = useQuery('settings', server.fetcher, { initialData: settings });
      refetch = query.refetch;
      const shown = busy ? `${query.data!.phone} ${String(query.isFetching)}` : query.data!.phone;
      draws.push(shown);
      return createElement('p', null, shown);
    }
    await act(async () => root.render(createElement(Reader)));

    // The refresh starts: this component shows only the data, so it is not drawn for that.
    let done!: Promise<void>;
    await act(async () => void (done = refetch()));
    expect(draws).toEqual(['+91 98765 43210']);
    // Drawn for a reason of its own, it now reads isFetching: the value is the live one.
    await act(async () => showBusy(true));
    expect(host.textContent).toBe('+91 98765 43210 true');
    await act(async () => {
      server.finish();
      await done;
    });
    expect(host.textContent).toBe('+91 98765 43210 false');
  });
});

describe('sameIfEqual', () => {
  it('keeps the first of two equal answers, whatever the order of their keys', () => {
    const prev = { a: [1, { b: 'x' }], c: null, d: { e: true } };
    expect(sameIfEqual(prev, { d: { e: true }, c: null, a: [1, { b: 'x' }] })).toBe(prev);
  });

  it('takes the second when anything differs, however deep', () => {
    const prev = { a: [1, { b: 'x' }] };
    const cases: unknown[] = [{ a: [1, { b: 'y' }] }, { a: [1, { b: 'x' }, 2] }, { a: [1, { b: 'x' }], f: undefined }, { a: { 0: 1, 1: { b: 'x' } } }, null, undefined];
    for (const next of cases) expect(sameIfEqual<unknown>(prev, next)).toBe(next);
  });

  it('takes the answer when there was none', () => {
    const next = { a: 1 };
    expect(sameIfEqual<{ a: number } | undefined>(undefined, next)).toBe(next);
  });
});
