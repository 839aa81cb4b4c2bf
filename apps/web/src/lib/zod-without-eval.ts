/**
 * The shop's Content-Security-Policy has no 'unsafe-eval'. zod 4 compiles its object parsers with
 * `new Function` where it may, and finds out whether it may by trying one: under our policy that try is
 * a blocked eval, which Chrome reports as a CSP issue on every page with a form (Lighthouse's best
 * practices: 96 on the product page, for its review form). zod takes its settings from this global when
 * it loads, lazily with the first form, and decides per schema as it is built; so the entry sets it
 * first, without bringing zod into the first page's code. Parsing is the same, without the compiled path.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
