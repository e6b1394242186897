/**
 * JS per public route, gzip KiB (issue 13 item 5). `goal` is the issue's target for a first visit.
 * Decision 0050: a visitor without a session loads only the entry (a small loader) on a page the server
 * rendered; the app comes when they first touch a control, or at once with a stored session. `ceiling`
 * bounds that first load and `appCeiling` what the page weighs once the app runs: `npm run test:size`
 * (in `npm test`) fails a change that grows either past its bound. Sizes are deterministic, so this is a
 * fair check; lower a bound whenever a route gets lighter, and raise one only on purpose, saying why in
 * the commit.
 *
 * Raised on 2026-11-27 by the notification bell of the candidate's menu (issue 30): +3 KiB on `/` and
 * `/vacancy/:id` once the app runs; the first load is unchanged (2.9 KiB).
 *
 * Raised again on 2026-11-27 by 1 KiB on `/` and `/vacancy/:id` once the app runs (measured 193.5 and
 * 138.4): the app's shared chunk grew with this session's screens, most likely by the router's new
 * `/order/misiones` entry, the bell's two new events (assignments ending) and the shared form-dialog
 * button row. Not traced byte by byte yet; the first load is unchanged (3.2 KiB).
 *
 * `/landing` raised 133 → 136 and `/politicas/privacidad` lowered 132 → 131 on 2026-11-27 (issue 32),
 * traced: landing's own code is 133.3 KiB with small-chunk merging off (+0.3 since eed9623). The rest
 * is Rollup's `experimentalMinChunkSize` merge, which since the payroll screen puts the public
 * vacancies code (about 7 KB, under the 8 KB threshold) in the notification bell's chunk. Lazy bells,
 * `manualChunks` and other thresholds were measured and each made another public route or the first
 * load worse. Measured now: `/` 193.2, privacy 130.3, vacancy 138.1, landing 135.6; first load 2.9.
 *
 * Raised on 2026-11-27 (issue 35, decision 0072): the loader grew 2.9 → 3.8 KiB (the plain forms' way
 * back, the idle download of the app); with the policy sheet's chunk gone and this session's chunk
 * split, Rollup's merge moved: `/` 197.0, privacy 132.1, vacancy 140.0, landing 133.0 (lowered).
 * Not traced byte by byte yet.
 *
 * Raised on 2026-11-28 by 1 KiB on privacy, vacancy and landing once the app runs (measured 133.3,
 * 141.4, 134.2; `/` 196.7, the first load 3.8 → 3.5), traced with the source maps: the signed-in first
 * screens no longer import zod (decision 0073), so the small modules they share with other signed-in
 * screens (the panel's session calls, the roles, the query keys, the catalogue's search box, filters
 * and texts, ~7 KB raw) no longer hang on zod's chunk, and Rollup's merge (0047) puts them in the app's
 * chunk, which every route loads. Thresholds 4000–12000 were measured and each made another route
 * worse; a manual chunk drags its imports (the app's) along. The signed-in first screens lost ~55 KiB.
 */
export const JS_BUDGETS: Record<string, { ceiling: number; appCeiling: number; goal: number }> = {
  '/': { ceiling: 5, appCeiling: 198, goal: 100 },
  '/politicas/privacidad': { ceiling: 5, appCeiling: 134, goal: 80 },
  '/vacancy/:id': { ceiling: 5, appCeiling: 142, goal: 90 },
  '/landing': { ceiling: 5, appCeiling: 135, goal: 80 },
};

/**
 * JS of the signed-in first screens, gzip KiB (issue 35 item 4, decision 0073): the loader, the app and
 * the screen's modules as the API names them in the page's HTML (`/dashboard` as agency staff, with the
 * KPI panel's figures; its charts load after). `goal` is the target: measured on 2026-11-27
 * /dashboard 199.5 (427.6 before the split) and /order/search 195.2 (209.0).
 *
 * Lowered on 2026-11-28, goal reached: /dashboard 144.3 (18 → 8 files), /order/search 138.4 (14 → 7).
 * What moved: zod (~26 KiB) left both, with the roles, the funnel and the query keys in zod-free
 * modules and the first calls' schemas loaded with the call (`parsedWith`); React Aria's button
 * (~14 KiB) left both (plain buttons for Cerrar sesión and Configurar; the cart's dialog loads when
 * opened, ~12 KiB more on /order/search); payroll's roles and the assignments' schemas (~8 KiB) left the
 * panel's home with the screens that use them (app/routes/staff/payroll.tsx, contracts.tsx).
 */
export const SIGNED_IN_JS_BUDGETS: Record<string, { ceiling: number; goal: number }> = {
  '/dashboard': { ceiling: 145, goal: 150 },
  '/order/search': { ceiling: 139, goal: 150 },
};
