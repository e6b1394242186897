import { expect, type APIRequestContext } from '@playwright/test';

/** Waits for the invitation mail to `recipient` in the local mailbox and returns its /signup link. */
export async function readInvitationLink(request: APIRequestContext, recipient: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox')).json()) as {
        recipient: string;
        text: string;
      }[];
      link = mails
        .find((mail) => mail.recipient === recipient)
        ?.text.match(/https?:\/\/\S+\/signup\?token=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}
