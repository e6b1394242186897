/**
 * GET /api/{area}/notifications, the bell in each area's menu: the web's query key, which a signed-in
 * page's boot data seeds (decision 0077). Apart from `query-keys.ts`: the bell is also on public pages,
 * and a module only it imports stays in its chunk instead of pulling the first screens' keys into the
 * public app.
 */
export const notificationsQueryKey = (area: 'candidate' | 'staff' | 'client') =>
  ['notifications', area] as const;
