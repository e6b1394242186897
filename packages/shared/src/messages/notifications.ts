// The bell and the notification preferences, in every area (candidate, company, agency).

export const notificationMessages = {
  bell: 'Avisos',
  bellWithUnread: (count: number) => (count === 1 ? 'Avisos: 1 sin leer' : `Avisos: ${count} sin leer`),
  empty: 'No tienes avisos todavía. Aquí verás lo que pase con tus procesos.',
  markAll: 'Marcar todos como leídos',
  seeAll: 'Ver todos y elegir cómo me avisan',
  pageTitle: 'Avisos',
  preferencesTitle: 'Cómo quieres enterarte',
  preferencesIntro:
    'Elige para cada tipo de aviso si lo ves solo en el portal, te llega un correo al momento o un solo correo al día con todo.',
  loadError: 'No pudimos cargar tus avisos. Intenta de nuevo en un momento.',
  notFound: 'Ese aviso no existe o no es tuyo.',
  notYours: 'Ese tipo de aviso no es para tu cuenta.',
  read: 'Aviso marcado como leído.',
  allRead: (count: number) =>
    count === 0
      ? 'No tenías avisos sin leer.'
      : count === 1
        ? 'Marcamos 1 aviso como leído.'
        : `Marcamos ${count} avisos como leídos.`,
  preferenceSaved: 'Guardamos tu preferencia.',
  badToken:
    'El enlace para dejar de recibir avisos por correo no es válido. Elige tus avisos en el portal, en Avisos.',
  unsubscribed:
    'Listo: ya no te enviaremos avisos por correo. Los seguirás viendo en el portal y puedes volver a activarlos en Avisos.',
} as const;
