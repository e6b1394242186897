import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** Every message accepted, once per recipient: to whom, and its raw text. */
  delivered: { to: string; raw: string }[];
  close(): Promise<void>;
}

/** A real SMTP server (npm smtp-server) on a loopback port that keeps what it accepts, for tests. */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const delivered: SmtpSink['delivered'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) delivered.push({ to: to.address, raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { delivered, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
