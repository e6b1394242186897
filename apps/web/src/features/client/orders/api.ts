import { queryOptions } from '@tanstack/react-query';
import type { AddCartItem } from '@portal/shared/orders/client';
import { clientCartQueryKey, clientCatalogQueryKey } from '@portal/shared/system/query-keys';
import { apiRequest } from '@/lib/api-client';
import { parsedWith, schemaIn } from '@/lib/parse-later';

// The catalogue and the cart come in `/order/search`'s boot data: their schemas (and zod) load with
// the first call, not with the client area's first screen (decision 0073).
const schema = schemaIn(() => import('@portal/shared/orders/client'));

export const catalogueQuery = queryOptions({
  queryKey: clientCatalogQueryKey,
  queryFn: () => parsedWith(schema('catalogueSchema'), apiRequest('/client/catalog')),
  staleTime: 60_000,
});

export const cartKey = clientCartQueryKey;
export const cartQuery = queryOptions({
  queryKey: cartKey,
  queryFn: () => parsedWith(schema('cartSchema'), apiRequest('/client/cart')),
});

export { citiesQuery } from '@/lib/catalog-queries';

export const addToCart = (item: AddCartItem) =>
  parsedWith(schema('cartAnswerSchema'), apiRequest('/client/cart/items', { method: 'POST', body: item }));

export const removeFromCart = (id: number) =>
  parsedWith(schema('cartAnswerSchema'), apiRequest(`/client/cart/items/${id}`, { method: 'DELETE' }));

export const clearCart = () =>
  parsedWith(schema('cartAnswerSchema'), apiRequest('/client/cart', { method: 'DELETE' }));

export const selectCategory = (selectedCategory: string) =>
  parsedWith(
    schema('cartSchema'),
    apiRequest('/client/cart/category', { method: 'PUT', body: { selectedCategory } }),
  );

export const submitOrder = () =>
  parsedWith(schema('orderAnswerSchema'), apiRequest('/client/orders', { method: 'POST' }));
