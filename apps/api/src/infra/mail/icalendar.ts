import { bogotaWallClock, TIME_ZONE } from '@portal/shared/bogota-time';
import type { OutboxCalendar } from '../../db/schema/index.js';

/** An interview as a calendar invitation (RFC 5545, iTIP RFC 5546): one event, asked or withdrawn. */
export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  /** The same for every version of one interview, so a calendar updates its event instead of adding one. */
  uid: string;
  /** Grows with every change: a calendar keeps the highest it has seen. */
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version was written. */
  stamp: Date;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (a name): quoted, without the characters a quoted value cannot hold. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const local = (instant: Date) => bogotaWallClock(instant).replace(/[-:]/g, '');

/**
 * The invitation as Gmail, Outlook and Apple Calendar read it: Bogotá's time zone declared (UTC−5 all
 * year), the attendee asked to answer, and a reminder the day before. A CANCEL names the same event
 * with a higher sequence and STATUS:CANCELLED.
 */
export function icalendar(invite: CalendarInvite): string {
  const end = new Date(invite.start.getTime() + invite.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal de Empleo//Entrevistas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'TZNAME:-05',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utc(invite.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${local(invite.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${local(end)}`,
    `SUMMARY:${text(invite.summary)}`,
    `LOCATION:${text(invite.location)}`,
    `DESCRIPTION:${text(invite.description)}`,
    `ORGANIZER;CN=${param(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${param(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${invite.attendee.email}`,
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(invite.method === 'REQUEST'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${text(invite.summary)}`,
          'TRIGGER:-P1D',
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** `Nombre <correo>` or a bare address, as MAIL_FROM is written, split for ORGANIZER. */
export function mailbox(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim() || match[2]!, email: match[2]! } : { name: from, email: from };
}

/** The text/calendar part of a stored invitation, organized by the address mail is sent from. */
export function calendarPart(calendar: OutboxCalendar, from: string) {
  const { method, start, stamp, ...event } = calendar;
  const content = icalendar({
    ...event,
    method,
    start: new Date(start),
    stamp: new Date(stamp),
    organizer: mailbox(from),
  });
  return { method, filename: 'invitacion.ics', content };
}
