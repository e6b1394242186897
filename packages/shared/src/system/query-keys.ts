/**
 * The web's query keys of the answers a signed-in page's boot data carries (decision 0073): the API
 * seeds them under these keys and the web reads them there. No zod here: the first screens import
 * these keys on their first load, and their schemas load with the first call (decision 0025).
 */

/** GET /api/auth/me, the signed-in staff or company user. */
export const staffMeQueryKey = ['staff', 'me'] as const;
/** GET /api/staff/kpis, the dashboard home's figures. */
export const kpisQueryKey = ['staff', 'kpis'] as const;
/** GET /api/client/catalog, the company's catalogue. */
export const clientCatalogQueryKey = ['client', 'catalog'] as const;
/** GET /api/client/cart, the company's cart. */
export const clientCartQueryKey = ['client', 'cart'] as const;
