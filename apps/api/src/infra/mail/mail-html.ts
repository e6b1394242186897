/** What a mail says, once: the plain text and its HTML alternative are both drawn from it. */
export interface MailContent {
  greeting: string;
  paragraphs: string[];
  /** Entries of a digest, each with its link. */
  items?: { title: string; body: string; url: string }[];
  /** The one thing to do, as a button in HTML and a line with its address in text. */
  action?: { label: string; url: string };
  /** Small print: why this mail came and how to choose. */
  footer: { text: string; url?: string }[];
}

const SIGNATURE = '— Portal de empleo';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function renderText(mail: MailContent): string {
  const items = (mail.items ?? []).map((item) => `• ${item.title}\n  ${item.body}\n  ${item.url}`);
  return [
    mail.greeting,
    ...mail.paragraphs,
    ...(items.length ? [items.join('\n\n')] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
    [...mail.footer.map((line) => (line.url ? `${line.text} ${line.url}` : line.text)), SIGNATURE].join('\n'),
  ].join('\n\n');
}

const link = (url: string, label: string, style = 'color:#1d4ed8') =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;

function renderHtml(mail: MailContent): string {
  const items = (mail.items ?? [])
    .map(
      (item) =>
        `<li style="margin:0 0 16px"><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.body)}<br>${link(item.url, 'Ábrelo en el portal')}</li>`,
    )
    .join('');
  const button = mail.action
    ? `<p style="margin:24px 0">${link(mail.action.url, mail.action.label, 'display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 18px;border-radius:8px;font-weight:bold;text-decoration:none')}</p>`
    : '';
  const footer = mail.footer
    .map((line) => `${escapeHtml(line.text)}${line.url ? ` ${link(line.url, line.url)}` : ''}`)
    .join('<br>');
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8"></head>' +
    '<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">' +
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">' +
    `<p>${escapeHtml(mail.greeting)}</p>` +
    mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    (items ? `<ul style="padding:0;list-style:none">${items}</ul>` : '') +
    button +
    `<p style="font-size:13px;color:#475569">${footer}<br>${escapeHtml(SIGNATURE)}</p>` +
    '</div></body></html>'
  );
}

export const renderMail = (mail: MailContent) => ({ text: renderText(mail), html: renderHtml(mail) });

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the URL,
 * without opening it, so a link scanner's GET changes nothing.
 */
export const oneClickUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
