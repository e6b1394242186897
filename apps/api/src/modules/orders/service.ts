import {
  type AddCartItem,
  type Cart,
  type Catalogue,
  DEFAULT_CATEGORY,
  storedConfigSchema,
} from '@portal/shared/orders/client';
import { orderMessages as messages } from '@portal/shared/messages';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CompanyUser } from '../../access/staff-scope.js';
import type { AnnouncedTable } from '../../infra/table-versions.js';
import { recordAudit } from '../audit/service.js';
import { legalFigureOn } from '../legal-figures/service.js';
import { openOrderProcesses } from '../processes/order-lines.js';
import { agencyStaffOf, companyName } from '../users/companies/agency-contacts.js';
import { notificationEvents, notify } from '../notifications/service.js';
import * as repo from './repository.js';

/**
 * The client company's catalogue and cart (spec §3, §4 Cart), kept on the server per user so it
 * survives a reload and another device; submitting it places a service order with the agency.
 */

/** What `catalogueOn` reads: a write announced to one of them makes a kept catalogue stale (0083). */
export const CATALOGUE_TABLES = [
  'cargos_catalogo',
  'categorias',
  'parametros_legales',
] as const satisfies readonly AnnouncedTable[];

/** The company's catalogue with the SMMLV in force on `day` (a Bogotá calendar day). */
export async function catalogueOn(db: Db, company: CompanyUser, day: string): Promise<Catalogue> {
  const [jobs, smmlv] = await Promise.all([
    repo.catalogueJobs(db, company.id_empresa),
    legalFigureOn(db, 'smmlv', day),
  ]);
  const categories = new Map(jobs.map((job) => [job.id_categoria, job.category]));
  return {
    categories: [...categories].map(([id_categoria, nombre_categoria]) => ({
      id_categoria,
      nombre_categoria,
    })),
    jobs,
    smmlv,
  };
}

/** What `cart` reads (decision 0083). */
export const CART_TABLES = [
  'carritos',
  'carrito_items',
  'cargos_catalogo',
  'categorias',
  'ciudades',
] as const satisfies readonly AnnouncedTable[];

export async function cart(db: Db, company: CompanyUser): Promise<Cart> {
  const [rows, selected] = await Promise.all([
    repo.cartItems(db, company.id_usuario),
    repo.selectedCategory(db, company.id_usuario),
  ]);
  return {
    items: rows.map(({ configuracion, nombre_ciudad, ...job }) => ({
      ...job,
      ...storedConfigSchema.parse(configuracion),
      nombre_ciudad: nombre_ciudad ?? '',
    })),
    selectedCategory: selected ?? DEFAULT_CATEGORY,
  };
}

/** Adds a configured position of the company's catalogue; the same position again is ignored. */
export async function addItem(db: Database, company: CompanyUser, body: AddCartItem) {
  const { id, ...config } = body;
  const added = await db.transaction(async (tx) => {
    if (!(await repo.catalogueJob(tx, company.id_empresa, id))) throw AppError.notFound(messages.jobNotFound);
    if (!(await repo.cityExists(tx, config.cityId)))
      throw AppError.badRequest(messages.city, { cityId: messages.city });
    await repo.lockCart(tx, company.id_usuario);
    return repo.saveCartItem(tx, company.id_usuario, id, config);
  });
  return {
    // Configured again, a position in the cart takes what was just filled in, never drops it.
    message: added ? messages.added : messages.updatedInCart,
    added,
    cart: await cart(db, company),
  };
}

export async function removeItem(db: Database, company: CompanyUser, id: number) {
  if (!(await repo.deleteCartItem(db, company.id_usuario, id)))
    throw AppError.notFound(messages.itemNotFound);
  return { message: messages.removed, added: false, cart: await cart(db, company) };
}

export async function clearCart(db: Database, company: CompanyUser) {
  await repo.clearCartItems(db, company.id_usuario);
  return { message: messages.cleared, added: false, cart: await cart(db, company) };
}

export async function selectCategory(db: Database, company: CompanyUser, name: string) {
  const category = await repo.categoryByName(db, name);
  if (!category) throw AppError.notFound(messages.categoryNotFound);
  await db.transaction(async (tx) => {
    await repo.lockCart(tx, company.id_usuario);
    await repo.setCartCategory(tx, company.id_usuario, category.id_categoria);
  });
  return cart(db, company);
}

/**
 * The cart becomes one service order, one pending process per line, and empties; all or nothing.
 * The cart row's lock makes a second, concurrent submission wait and then find the cart empty.
 */
export async function submitOrder(db: Database, company: CompanyUser) {
  return db.transaction(async (tx) => {
    await repo.lockCart(tx, company.id_usuario);
    const items = await repo.cartItems(tx, company.id_usuario);
    if (items.length === 0) throw AppError.conflict(messages.emptyCart);
    const idOrden = await repo.insertOrder(tx, company.id_empresa, company.id_usuario);
    const lines = items.map((item) => ({
      id_cargo: item.id,
      id_categoria: item.id_categoria,
      nombre: item.name,
      descripcion: item.description,
      configuracion: storedConfigSchema.parse(item.configuracion),
    }));
    const procesos = await openOrderProcesses(
      tx,
      { id_orden: idOrden, id_empresa: company.id_empresa },
      lines,
    );
    await repo.clearCartItems(tx, company.id_usuario);
    await recordAudit(tx, {
      actor: company,
      accion: 'crear',
      entidad: 'orden_servicio',
      entidad_id: idOrden,
      despues: { procesos, lineas: lines },
    });
    const empresa = await companyName(tx, company.id_empresa);
    await notify(
      tx,
      notificationEvents.orderPlaced(
        empresa,
        idOrden,
        lines.map((line) => line.nombre),
      ),
      await agencyStaffOf(tx, company.id_empresa),
      new Date(),
    );
    return { message: messages.submitted(lines.length), id_orden: idOrden, procesos };
  });
}
