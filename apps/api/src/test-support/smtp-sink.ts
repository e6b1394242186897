import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** Every message accepted, once per recipient: to whom, and its raw text. */
  delivered: { to: string; raw: string }[];
  close(): Promise<void>;
}

/**
 * A message the sink received whole but never acknowledges: the sender waits for an answer that
 * does not come, as with a stalled server or a sender about to die. `port` is the sender's side.
 */
export interface HeldDelivery {
  to: string[];
  port: number;
}

/**
 * A real SMTP server (npm smtp-server) on a loopback port that keeps what it accepts, for tests.
 * `hold` answering true for a delivery leaves it unacknowledged (and not in `delivered`).
 */
export async function startSmtpSink(
  port: number,
  hold: (delivery: HeldDelivery) => boolean = () => false,
): Promise<SmtpSink> {
  const delivered: SmtpSink['delivered'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (hold({ to, port: session.remotePort })) return;
        for (const address of to) delivered.push({ to: address, raw });
        done();
      });
    },
  });
  // A sender killed mid-session resets its connection: that is the sender's failure, not the sink's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { delivered, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
