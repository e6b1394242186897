// Client company texts: users data and cart of spec §8, orders, processes and profile.

import { MAX_QUANTITY } from '../constants';

export const clientDataMessages = {
  citiesError: 'Error fetching cities',
  categoriesError: 'Error fetching categories',
  registerNoResponse: 'No se recibió respuesta del servidor',
  registerRequestError: 'Error al hacer la solicitud',
  updateUserError: 'Error updating user',
  deleteUserError: 'Error al eliminar el usuario',
  deleteUserSuccess: 'Usuario eliminado exitosamente',
  signedUrlError: 'No se pudo obtener la URL firmada.',
  signedUrlsError: 'No se pudieron obtener las URLs firmadas.',
} as const;

export const cartMessages = {
  added: 'Item agregado al carrito exitosamente!',
  addError: 'Error al agregar el item al carrito.',
  empty: 'El carrito está vacío.',
} as const;

export const orderMessages = {
  added: 'Item agregado al carrito exitosamente!',
  addFailed: 'Error al agregar el item al carrito.',
  updatedInCart: 'Ese cargo ya estaba en el carrito: quedó con la configuración nueva.',
  emptyCart: 'El carrito está vacío.',
  emptyCategory: 'No hay cargos disponibles en esta categoría.',
  jobNotFound: 'Ese cargo no está en el catálogo de tu empresa.',
  itemNotFound: 'Ese cargo no está en tu carrito.',
  removed: 'Cargo quitado del carrito.',
  cleared: 'Carrito vaciado.',
  categoryNotFound: 'Esa categoría no existe.',
  submitted: (lines: number) =>
    `Orden enviada a la agencia: ${lines === 1 ? '1 cargo' : `${lines} cargos`}. Síguelos en Procesos.`,
  quantity: 'La cantidad debe ser al menos 1.',
  quantityMax: `Pide como máximo ${MAX_QUANTITY} personas por cargo en una orden.`,
  salary: 'El salario debe ser un número mayor o igual a 0.',
  experience: 'Elige un nivel de experiencia: Básico, Intermedio o Avanzado.',
  skills: 'Elige habilidades de la lista.',
  workType: 'Elige un tipo de trabajo: Turno Completo, Turno Parcial o Rotativo.',
  location: 'Elige una ubicación: Oficina, Campo o Híbrido.',
  startDate: 'Indica la fecha de inicio.',
  startDatePast: 'La fecha de inicio no puede ser anterior a hoy.',
  city: 'Elige la ciudad donde se trabajará.',
  /** `before`: what the person is about to do ("enviar la orden", "publicar la vacante"). */
  underMinimumWage: (smmlv: string, before = 'enviar la orden') =>
    `Este salario está por debajo del salario mínimo legal mensual vigente (${smmlv}). Revísalo antes de ${before}.`,
} as const;

export const clientProcessMessages = {
  notFound: 'El proceso no existe o no es de tu empresa.',
  noVacancyYet:
    'La agencia aún no abre la vacante de este proceso; podrás aprobar candidatos cuando los envíe.',
  commentRequired: 'Para rechazar a un candidato escribe el motivo; la agencia lo verá.',
  commentAudience:
    'Tu comentario lo leen solo tu empresa y la agencia; el candidato no lo ve a menos que la agencia se lo comparta.',
  notPending: 'Solo se puede decidir sobre candidatos pendientes de aprobación.',
  cvNotShared:
    'Este candidato no autorizó compartir su hoja de vida con tu empresa, o la retiró. Pide a la agencia más información.',
  decided: (total: number, decision: 'aprobado' | 'rechazado') =>
    `${total === 1 ? 'Candidato' : `${total} candidatos`} ${decision === 'aprobado' ? 'aprobado' : 'rechazado'}${total === 1 ? '' : 's'}.`,
} as const;

export const clientProfileMessages = { saved: 'Datos de la empresa actualizados.' } as const;
