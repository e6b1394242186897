import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemSchema,
  cartAnswerSchema,
  cartItemParamsSchema,
  cartSchema,
  catalogueSchema,
  orderAnswerSchema,
  selectCategorySchema,
} from '@portal/shared/orders/client';
import { bogotaToday } from '@portal/shared/bogota-time';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import {
  addItem,
  cart,
  CART_TABLES,
  CATALOGUE_TABLES,
  catalogueOn,
  clearCart,
  removeItem,
  selectCategory,
  submitOrder,
} from '../service.js';

/** The client company's catalogue (`/order/search`), cart and orders: company users only. */
export const orderClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/client/catalog', { schema: { response: { 200: catalogueSchema } } }, async (request, reply) => {
    const company = requireCompanyUser(request);
    // The SMMLV in force changes with the day: part of the stamp.
    const day = bogotaToday(app.clock.now());
    return app.serveSignedInRead(request, reply, {
      key: `catalogo:${company.id_empresa}`,
      day,
      tables: CATALOGUE_TABLES,
      schema: catalogueSchema,
      compute: () => catalogueOn(app.db, company, day),
    });
  });

  app.get('/client/cart', { schema: { response: { 200: cartSchema } } }, async (request, reply) => {
    const company = requireCompanyUser(request);
    return app.serveSignedInRead(request, reply, {
      key: `carrito:${company.id_usuario}`,
      tables: CART_TABLES,
      schema: cartSchema,
      compute: () => cart(app.db, company),
    });
  });

  app.post(
    '/client/cart/items',
    { schema: { body: addCartItemSchema, response: { 200: cartAnswerSchema, 201: cartAnswerSchema } } },
    async (request, reply) => {
      const answer = await addItem(app.db, requireCompanyUser(request), request.body);
      return reply.code(answer.added ? 201 : 200).send(answer);
    },
  );

  app.delete(
    '/client/cart/items/:id',
    { schema: { params: cartItemParamsSchema, response: { 200: cartAnswerSchema } } },
    async (request) => removeItem(app.db, requireCompanyUser(request), request.params.id),
  );

  app.delete('/client/cart', { schema: { response: { 200: cartAnswerSchema } } }, async (request) =>
    clearCart(app.db, requireCompanyUser(request)),
  );

  app.put(
    '/client/cart/category',
    { schema: { body: selectCategorySchema, response: { 200: cartSchema } } },
    async (request) => selectCategory(app.db, requireCompanyUser(request), request.body.selectedCategory),
  );

  app.post('/client/orders', { schema: { response: { 201: orderAnswerSchema } } }, async (request, reply) =>
    reply.code(201).send(await submitOrder(app.db, requireCompanyUser(request))),
  );
};
