import { formatCalendarDay } from '@portal/shared/bogota-time';
import type { ConversationSide } from '@portal/shared/conversations';
import type { Db } from '../../db/client.js';
import { notificationEvents, notify } from '../notifications/service.js';
import type { ProcessPlacement } from '../processes/placement.js';
import { agencyStaffOf, companyUsersOf } from '../users/companies/agency-contacts.js';

/** What a message brought besides its words: a proposed start date, or the acceptance of one. */
export interface MessageNews {
  fecha?: string;
  aceptada?: string;
}

/** Where each side reads a process's conversation. */
export function conversationLink(process: ProcessPlacement, reader: ConversationSide) {
  if (reader === 'empresa') return `/order/procesos/${process.id_proceso}?conversacion=1`;
  return process.id_orden !== null
    ? `/dashboard/ordenes/${process.id_proceso}`
    : `/dashboard/vacantes/${process.id_vacante}`;
}

/** Tells everyone of the other side (the company's users, or the agency's group) that one side wrote. */
export async function tellOtherSide(
  tx: Db,
  process: ProcessPlacement,
  writer: ConversationSide,
  news: MessageNews,
  now: Date,
) {
  const reader: ConversationSide = writer === 'empresa' ? 'agencia' : 'empresa';
  const link = conversationLink(process, reader);
  const day = (value?: string) => value && formatCalendarDay(value);
  const said = { fecha: day(news.fecha), aceptada: day(news.aceptada) };
  const event =
    writer === 'empresa'
      ? notificationEvents.messageFromCompany(process.empresa, process.nombre, link, said)
      : notificationEvents.messageFromAgency(process.nombre, link, said);
  const recipients =
    reader === 'empresa'
      ? await companyUsersOf(tx, process.id_empresa)
      : await agencyStaffOf(tx, process.id_empresa);
  await notify(tx, event, recipients, now);
}
