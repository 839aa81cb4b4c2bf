import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration in turns (decision 034). Hydrating a whole server-drawn page is one task: on a phone, a
 * listing's 24 cards, its header and footer block the main thread for hundreds of milliseconds, and a tap
 * waits for all of it. Parts wrapped in <HydrateInTurn> are left as the server drew them during that
 * first pass (Preact keeps a suspended part's DOM while hydrating) and hydrated one by one afterwards, each
 * in a task of its own, in the order of the page, so the browser can paint and answer input between them.
 *
 * Parts nest: a part inside one that waited takes a turn of its own when its outer part is hydrated, so
 * the page can be split into turns short enough for a phone (the header's, the page's, each card's).
 * Parts the browser draws afresh during the first view (a carousel under the fold, shown after the first
 * paint) take turns too: each appears a task later rather than all in one. Once the visitor moves to
 * another page, parts render at once, as any component.
 */
interface Turn {
  taken: boolean;
  promise: Promise<void>;
}

/** True from the page's first hydration pass until the visitor first moves to another page (`endFirstView`). */
let firstView = false;
/** The last turn handed out: the next one starts a task after it. */
let last: Promise<void> = Promise.resolve();
let waiting = 0;
const onAllTaken: (() => void)[] = [];

/** Runs the page's hydration (`hydrateRoot`), during which each <HydrateInTurn> takes a turn for later. */
export function hydrateInTurns(hydrate: () => void): void {
  firstView = true;
  hydrate();
}

/** Resolves once every part left for later has been hydrated: the page is the app's, all of it. */
export function whenHydrated(): Promise<void> {
  return waiting === 0 ? Promise.resolve() : new Promise((resolve) => onAllTaken.push(resolve));
}

/** The first view is over (the visitor moved to another page): from now on parts render at once. */
export function endFirstView(): void {
  firstView = false;
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
          // Suspense re-renders the part in this task's microtasks, so the page is whole by the next task,
          // unless that render handed out turns of its own (nested parts): the last of those settles it.
          waiting--;
          setTimeout(() => waiting === 0 && onAllTaken.splice(0).forEach((done) => done()), 0);
        }, 0),
      ),
  );
  return turn;
}

/**
 * A task of its own, after the turns already handed out, for a part that appears once the page is painted
 * (components/use-after-paint.ts) during the first view; at once afterwards. Without it every such part of
 * a page (a product page's dose, delivery check, reviews, payment marks, thumbnails) was drawn in the one
 * task in which the paint was reported.
 */
export function laterTurn(): Promise<void> {
  return firstView ? nextTurn().promise : Promise.resolve();
}

function WaitForTurn({ turn, children }: { turn: Turn | undefined; children: ReactNode }) {
  // Suspense's protocol: a thrown promise parks the part until it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (turn && !turn.taken) throw turn.promise;
  return children;
}

/**
 * Hydrates `children` in a turn of its own after the page's first pass, or draws them a task later when
 * the browser draws them afresh during the first view; anywhere else (the server, a later page) it is
 * just its children. They must draw one element, which is what Preact keeps while the part waits.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // The turn is held here, above the Suspense: the part that waits is drawn with fresh hooks when it
  // resumes, so it could not remember that its turn has come.
  const [turn] = useState(() => (firstView ? nextTurn() : undefined));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
