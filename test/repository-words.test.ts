import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkWords, workWordsIn } from './repository-words';

const words = (text: string) => findWorkWords(text).map((f) => f.text.toLowerCase());

describe('words that speak of how the code was made', () => {
  it.each([
    ['## Figures (session 9, measured twice)', 'session 9'],
    ['Session 13: the first picture', 'session 13'],
    ['the session-8 figures', 'session-8'],
    ['across sessions 6–9', 'sessions 6'],
    ['Seven engineers change the same code', 'engineers'],
    ["an engineer's note", 'engineer'],
    ['npm install in the worktree', 'worktree'],
    ['git worktree add ../wt-docs', 'worktree'],
    ['a work tree of its own', 'work tree'],
    ['both landed in the end', 'landed'],
    ['kept under .unlanded/ as bundles', 'unlanded'],
    ['Issue 13 asks for a score of 98', 'issue 13'],
    ['(issue 10 §4)', 'issue 10'],
    ['as issues 12 and 14 ask', 'issues 12'],
    ['see issue #7', 'issue #7'],
    ['branch audit-stock builds it', 'branch'],
    ['once every branch had landed', 'branch'],
    ['on a feature branch', 'branch'],
    ['git branch -d old-work', 'branch'],
    ['merged branches', 'branches'],
    ['the main branch', 'branch'],
  ])('finds %j', (text, word) => {
    expect(words(text)).toContain(word);
  });

  it.each([
    'the session cookie and a customer session',
    "checked against each session's expiry (SESSION_CACHE_MAX_AGE_MS)",
    're-read the session ten times in 10 s; 3 sessions at once',
    'a well-engineered checkout',
    'a landing page, and a request may land on any node',
    'the shop issues a credit note; issues three credit notes; an issue with the courier',
    "India Post's branch offices, a Branch Office and a branch-office code",
    "a bank branch, the post office branch and a post office's branch",
    'the else branch, a code branch, the error branches',
    'each branch of the if is tested; branch coverage',
  ])('lets %j through', (text) => {
    expect(findWorkWords(text)).toEqual([]);
  });

  it('names the line and column of each finding', () => {
    expect(findWorkWords('fine\nsee issue 11 here')).toEqual([expect.objectContaining({ line: 2, column: 5, text: 'issue 11' })]);
  });

  it('are nowhere in the repository: docs, source, tests, scripts and config', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    expect(workWordsIn(root)).toEqual([]);
  });
});
