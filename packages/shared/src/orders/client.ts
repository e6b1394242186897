import { z } from 'zod';
import { rowId } from '../ids';
import {
  CONFIG_DEFAULTS,
  DEFAULT_CART_CATEGORY,
  EXPERIENCE_LEVELS,
  MAX_QUANTITY,
  SKILLS,
  WORK_LOCATIONS,
  WORK_TYPES,
} from '../constants';
import { bogotaToday } from '../bogota-time';
import { orderMessages } from '../messages/client';

/**
 * Contracts of the client company's catalogue, cart and service orders (spec §3 Catalogue job, Cart,
 * Cart item; §5 Configuration; §8 Cart). Field names follow the spec's cart item.
 */

const id = rowId();

/** Spec §3 defaults and §5 option lists live with the other spec constants. */
export { EXPERIENCE_LEVELS, MAX_QUANTITY, SKILLS, WORK_LOCATIONS, WORK_TYPES } from '../constants';
/** The cart's default selectedCategory and the first of the picker (spec §2, §3). */
export const DEFAULT_CATEGORY = DEFAULT_CART_CATEGORY;

/** Spec §5 Configuration, plus the city and shift schedule a Colombian order needs. */
export const positionConfigSchema = z.object({
  quantity: z.coerce
    .number<unknown>(orderMessages.quantity)
    .int(orderMessages.quantity)
    .min(1, orderMessages.quantity)
    .max(MAX_QUANTITY, orderMessages.quantityMax),
  // No transform here: this schema also describes stored orders in answers. The form sends an emptied
  // field as missing (ConfigurePositionDialog), which fails here instead of reading as $0.
  customSalary: z.coerce
    .number<unknown>(orderMessages.salary)
    .int(orderMessages.salary)
    .min(0, orderMessages.salary)
    .max(100_000_000, orderMessages.salary),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, orderMessages.experience)
    .default(CONFIG_DEFAULTS.experienceLevel),
  selectedSkills: z.array(z.enum(SKILLS, orderMessages.skills)).max(SKILLS.length).default([]),
  workType: z.enum(WORK_TYPES, orderMessages.workType).default(CONFIG_DEFAULTS.workType),
  startDate: z.iso
    .date(orderMessages.startDate)
    .refine((value) => value >= bogotaToday(), orderMessages.startDatePast),
  jobDescription: z.string().trim().max(2000, 'Describe el cargo en máximo 2000 caracteres.').default(''),
  requiresTravel: z.boolean().default(false),
  flexibleHours: z.boolean().default(false),
  location: z.enum(WORK_LOCATIONS, orderMessages.location).default(CONFIG_DEFAULTS.location),
  cityId: rowId(orderMessages.city),
  schedule: z.string().trim().max(120, 'Describe el horario en máximo 120 caracteres.').default(''),
});
export type PositionConfig = z.infer<typeof positionConfigSchema>;

/** Stored as saved; a stored start date may have passed since, so it is read without that check. */
export const storedConfigSchema = positionConfigSchema.extend({ startDate: z.string() });

/** Spec §3 Catalogue job, from the database, salaries in COP. */
export const catalogueJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The range's floor, shown on the card as the reference salary. */
  salario: z.number().int(),
  salario_max: z.number().int(),
  category: z.string(),
  id_categoria: z.number().int(),
  image: z.string(),
});
export type CatalogueJob = z.infer<typeof catalogueJobSchema>;

export const catalogueSchema = z.object({
  /** Categories that have positions, Montacargas first. */
  categories: z.array(z.object({ id_categoria: z.number().int(), nombre_categoria: z.string() })),
  jobs: z.array(catalogueJobSchema),
  /** Salario mínimo legal mensual vigente, a setting (SMMLV). */
  smmlv: z.number().int(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const cartItemSchema = catalogueJobSchema.extend(storedConfigSchema.shape).extend({
  nombre_ciudad: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema), selectedCategory: z.string() });
export type Cart = z.infer<typeof cartSchema>;

export const addCartItemSchema = positionConfigSchema.extend({ id });
export type AddCartItem = z.infer<typeof addCartItemSchema>;
export const cartItemParamsSchema = z.object({ id });
export const selectCategorySchema = z.object({
  selectedCategory: z.string().trim().min(1, orderMessages.categoryNotFound).max(80),
});

export const cartAnswerSchema = z.object({ message: z.string(), added: z.boolean(), cart: cartSchema });
export const orderAnswerSchema = z.object({
  message: z.string(),
  id_orden: z.number().int(),
  procesos: z.array(z.number().int()),
});
