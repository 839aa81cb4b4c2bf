import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration in turns (decision 034). Hydrating a whole server-drawn page is one task: on a phone, a
 * listing's 24 cards, its header and footer block the main thread for hundreds of milliseconds, and a tap
 * waits for all of it. Parts wrapped in <HydrateInTurn> are left as the server drew them during that
 * first pass (Preact keeps a suspended part's DOM while hydrating) and hydrated one by one afterwards, each
 * in a task of its own, in the order of the page, so the browser can paint and answer input between them.
 */

interface Turn {
  taken: boolean;
  promise: Promise<void>;
}

/** True only while `hydrateInTurns` runs the first, synchronous hydration pass. */
let firstPass = false;
/** The last turn handed out: the next one starts a task after it. */
let last: Promise<void> = Promise.resolve();
let waiting = 0;
const onAllTaken: (() => void)[] = [];

/** Runs the page's hydration (`hydrateRoot`), during which each <HydrateInTurn> takes a turn for later. */
export function hydrateInTurns(hydrate: () => void): void {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
}

/** Resolves once every part left for later has been hydrated: the page is the app's, all of it. */
export function whenHydrated(): Promise<void> {
  return waiting === 0 ? Promise.resolve() : new Promise((resolve) => onAllTaken.push(resolve));
}

function nextTurn(): Turn {
  waiting++;
  const turn: Turn = { taken: false, promise: Promise.resolve() };
  turn.promise = last = last.then(
    () =>
      new Promise<void>((resolve) =>
        // A task of its own: the browser may paint or handle a tap before it.
        setTimeout(() => {
          turn.taken = true;
          resolve();
          // Suspense re-renders the part in this task's microtasks, so the page is whole by the next task.
          if (--waiting === 0) setTimeout(() => onAllTaken.splice(0).forEach((done) => done()), 0);
        }, 0),
      ),
  );
  return turn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  // A part that suspends before it was ever shown gets fresh hooks when resumed: by then the first pass
  // is over and it renders its children, hydrating the DOM the server drew.
  const [turn] = useState(() => (firstPass ? nextTurn() : undefined));
  // Suspense's protocol: a thrown promise parks the part until it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (turn && !turn.taken) throw turn.promise;
  return children;
}

/**
 * Hydrates `children` in a turn of its own after the page's first pass; anywhere else (the server, a page
 * drawn in the browser, a later render) it is just its children. They must draw one element, which is
 * what Preact keeps while the part waits.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
