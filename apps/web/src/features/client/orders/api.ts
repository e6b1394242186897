import { queryOptions } from '@tanstack/react-query';
import {
  cartAnswerSchema,
  cartSchema,
  catalogueSchema,
  clientCartQueryKey,
  clientCatalogQueryKey,
  orderAnswerSchema,
  type AddCartItem,
} from '@portal/shared/orders/client';
import { apiRequest } from '@/lib/api-client';

export const catalogueQuery = queryOptions({
  queryKey: clientCatalogQueryKey,
  queryFn: async () => catalogueSchema.parse(await apiRequest('/client/catalog')),
  staleTime: 60_000,
});

export const cartKey = clientCartQueryKey;
export const cartQuery = queryOptions({
  queryKey: cartKey,
  queryFn: async () => cartSchema.parse(await apiRequest('/client/cart')),
});

export { citiesQuery } from '@/lib/catalog-queries';

export const addToCart = async (item: AddCartItem) =>
  cartAnswerSchema.parse(await apiRequest('/client/cart/items', { method: 'POST', body: item }));

export const removeFromCart = async (id: number) =>
  cartAnswerSchema.parse(await apiRequest(`/client/cart/items/${id}`, { method: 'DELETE' }));

export const clearCart = async () =>
  cartAnswerSchema.parse(await apiRequest('/client/cart', { method: 'DELETE' }));

export const selectCategory = async (selectedCategory: string) =>
  cartSchema.parse(await apiRequest('/client/cart/category', { method: 'PUT', body: { selectedCategory } }));

export const submitOrder = async () =>
  orderAnswerSchema.parse(await apiRequest('/client/orders', { method: 'POST' }));
