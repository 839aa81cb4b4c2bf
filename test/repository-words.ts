import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository speaks only of the shop: a reader has the code and its documents, not the tracker, the
 * schedule or the team that wrote them. These rules find the words that speak of how the code was made;
 * the requirement is to be said in words instead ("the shop must score ≥ 98 in Lighthouse mobile").
 */
interface WordRule {
  name: string;
  pattern: RegExp;
  /** What to write instead, shown with each finding. */
  instead: string;
  /** A use that is not this rule's sense, told by the text before and after the word on its line. */
  otherSense?: (before: string, after: string) => boolean;
}

/**
 * Senses of the word that are the shop's or the code's, not version control's: India Post's branch offices
 * (the pincode directory), a bank's branch, and a branch of code or of a rule. Any other use is read as
 * version control's, so a new honest use fails until its sense is added here, rather than a new
 * version-control use passing unnoticed.
 */
const BRANCH_PRECEDED_BY = /\b(?:bank(?:'s)?|post office(?:'s)?|if|else|switch|case|conditional|code|catch|error|success|failure|fallback|ternary)[\s-]+$/i;
const BRANCH_FOLLOWED_BY = /^[\s-]+(?:offices?\b|coverage\b|of\s+(?:the|a|an|this|that|its|each)\s+(?:if|else|switch|condition|conditional|ternary|union|rule|tree|code)\b)/i;

const WORD_RULES: WordRule[] = [
  {
    // "Session 9: …", "(session 12, …)", "the session-8 figures". A customer's session is never followed by
    // a number; write a count of sessions in words or put the number first ("ten times", "3 sessions").
    name: 'a numbered work period',
    pattern: /\bsessions?[ -]?\d+/gi,
    instead: 'say what was measured or decided, without when',
  },
  { name: 'the people who wrote it', pattern: /\bengineers?\b/gi, instead: 'say what the code or the shop needs' },
  { name: 'a git work tree', pattern: /\bwork[- ]?trees?\b/gi, instead: 'say what the code does, not where it was written' },
  { name: 'merged or not', pattern: /\b(?:un)?landed\b/gi, instead: 'say what the code does now' },
  {
    // "Issue 13 asks …", "(issue 10 §4)", "issues 12 and 14", "issue #7". The verb followed by a figure
    // ("issues 2 credit notes") is caught too: write the number in words there.
    name: 'a tracker item',
    pattern: /\bissues?[ -]#?\d+/gi,
    instead: 'state the requirement in words',
  },
  {
    name: 'a version-control branch',
    pattern: /\bbranch(?:es)?\b/gi,
    instead: 'name the decision or the code instead',
    otherSense: (before, after) => BRANCH_PRECEDED_BY.test(before) || BRANCH_FOLLOWED_BY.test(after),
  },
];

interface Finding {
  line: number;
  column: number;
  rule: string;
  text: string;
  instead: string;
}

/** Every use of a forbidden word in `text`, by line (1-based) and column (1-based). */
export function findWorkWords(text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, i) => {
    for (const rule of WORD_RULES) {
      for (const match of line.matchAll(rule.pattern)) {
        if (rule.otherSense?.(line.slice(0, match.index), line.slice(match.index + match[0].length))) continue;
        findings.push({ line: i + 1, column: match.index + 1, rule: rule.name, text: match[0], instead: rule.instead });
      }
    }
  });
  return findings;
}

/**
 * Files the rules do not read, each with its reason. Binary files (a NUL in their first 8 KB) are skipped
 * as well: images, fonts, the compressed pincode directory.
 */
const NOT_CHECKED: { path: RegExp; why: string }[] = [
  { path: /(^|\/)package-lock\.json$/, why: "npm writes it; its words are the packages' own" },
  { path: /(^|\/)(OFL|LICEN[CS]E|COPYING)[^/]*$/i, why: 'third-party licence texts are quoted as published' },
  { path: /(^|\/)node_modules\//, why: "other projects' code" },
  { path: /^test\/repository-words(\.test)?\.ts$/, why: 'the rules and their examples spell out the words they forbid' },
];

/** The repository's files as git sees them: tracked ones and new ones not ignored, relative to `root`. */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const files = [...new Set(listed.split('\0').filter(Boolean))];
  return files.filter((file) => !NOT_CHECKED.some((rule) => rule.path.test(file)) && fs.existsSync(path.join(root, file)));
}

/** `file:line:column  word  (rule: what to write instead)` for every finding in the repository's text files. */
export function workWordsIn(root: string): string[] {
  const report: string[] = [];
  for (const file of repositoryFiles(root)) {
    const bytes = fs.readFileSync(path.join(root, file));
    if (bytes.subarray(0, 8192).includes(0)) continue;
    for (const f of findWorkWords(bytes.toString('utf8'))) {
      report.push(`${file}:${f.line}:${f.column}  "${f.text}"  (${f.rule}: ${f.instead})`);
    }
  }
  return report;
}
