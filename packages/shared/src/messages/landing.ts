// Texts of the public landing (/landing) for candidates and client companies. Every claim here is
// something the portal does or the published terms say (apps/web/public/policies/v1/terminos.md).
import { POSITION_CATEGORIES } from '../constants';

/**
 * Title and description of /landing: the server writes them into the first HTML (link previews,
 * search engines) and the page sets the same title once the app runs.
 */
export const landingHead = {
  title: 'Portal de Empleo: trabajo operativo en Colombia',
  description:
    'Vacantes de bodega, montacargas, conducción, producción y empaque en Colombia. Para empresas: personal temporal y por obra o labor.',
} as const;

export const landingMessages = {
  hero: {
    eyebrow: 'Empleo operativo en Colombia',
    title: 'Encuentra trabajo operativo cerca de ti',
    lead: 'Vacantes de bodega, montacargas, conducción, producción y empaque. Postúlate desde el celular y sigue tu proceso en línea.',
    points: [
      'Elige el horario de tu entrevista cuando la vacante lo ofrece',
      'Sigue el estado de tus postulaciones',
      'Carga tus documentos desde el celular',
    ],
    free: 'Postularte no tiene ningún costo.',
    freeLink: 'Lee nuestros términos',
    companiesLink: '¿Buscas personal para tu empresa?',
  },
  search: {
    title: 'Busca vacantes',
    city: 'Ciudad',
    anyCity: 'Todas las ciudades',
    category: 'Categoría',
    anyCategory: 'Todas las categorías',
    submit: 'Buscar vacantes',
    signedOut:
      'Para ver los resultados y postularte, ingresa con tu número de documento. Si es tu primera vez, ahí mismo creas tu contraseña.',
  },
  newest: {
    title: 'Vacantes recientes',
    loading: 'Cargando vacantes...',
    error: 'No pudimos cargar las vacantes.',
    errorHint: 'Revisa tu conexión e intenta de nuevo.',
    retry: 'Reintentar',
    empty: 'En este momento no hay vacantes abiertas. Vuelve pronto.',
    seeAll: (total: number) =>
      total === 1 ? 'Ver la vacante abierta' : `Ver las ${total} vacantes abiertas`,
  },
  companies: {
    eyebrow: 'Para empresas',
    title: 'Personal operativo para tu empresa',
    lead: 'Somos una empresa de servicios temporales (Ley 50 de 1990): reclutamos, seleccionamos y contratamos al personal que tu operación necesita, y tú sigues cada proceso en el portal.',
    offers: [
      {
        title: 'Personal temporal',
        text: 'Trabajadores en misión para picos de producción, temporadas o reemplazos por vacaciones e incapacidades. Somos su empleador: firmamos el contrato y los afiliamos a seguridad social.',
      },
      {
        title: 'Obra o labor',
        text: 'Contratos que duran lo que dura la obra o la labor contratada, para trabajos con un final claro.',
      },
    ],
    positionsTitle: 'Cargos que cubrimos',
    positions: POSITION_CATEGORIES,
    howTitle: 'Cómo pides personal',
    steps: [
      {
        title: 'Explora los cargos',
        text: 'En el catálogo de tu empresa ves los cargos por categoría, con su rango de salario.',
      },
      {
        title: 'Configura tu orden',
        text: 'Por cada cargo indicas cuántas personas, salario, experiencia, habilidades, turno, ciudad y fecha de inicio, y nos envías la orden.',
      },
      {
        title: 'Recibe candidatos',
        text: 'Abrimos la vacante, preseleccionamos a quienes se postulan y te enviamos a quienes cumplen el perfil.',
      },
      {
        title: 'Aprueba a quien elijas',
        text: 'Apruebas o rechazas a cada candidato desde el portal; si rechazas, escribes el motivo.',
      },
      {
        title: 'Sigue la contratación',
        text: 'Cada cargo es un proceso con cuatro etapas. En Contratación ves el examen médico, el contrato, la afiliación a seguridad social y la inducción, que marca tu empresa.',
      },
    ],
    stagesLabel: 'Etapas de cada proceso',
    cta: {
      title: '¿Tu empresa ya tiene acceso?',
      text: 'Ingresa con el correo con el que te invitamos.',
      signIn: 'Ingresar como empresa',
      newTitle: '¿Aún no trabajas con nosotros?',
      newText:
        'Escríbenos: cuéntanos qué cargos necesitas, cuántas personas y en qué ciudad. Cuando tu empresa quede registrada, te enviamos la invitación para entrar al portal.',
      write: 'Escribir a',
      mailSubject: 'Quiero pedir personal',
    },
  },
} as const;
