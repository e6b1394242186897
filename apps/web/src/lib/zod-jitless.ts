// Zod compiles object parsers with `new Function` after probing whether eval is allowed; our CSP
// (script-src 'self') forbids it, so the probe itself was reported as a CSP violation on every page
// (Lighthouse best practices: "Issues logged in the Issues panel"). Parsing without the compiled fast
// path is fine for our form and API sizes. Zod reads its settings from this global when it loads, so
// setting it here, in the first module the app (app/start.tsx) imports, costs no zod code on the first load;
// zod-jitless.test.ts fails if zod stops reading it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
