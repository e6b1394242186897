// npm run admin:create -- --correo ana@agencia.co [--nombre Ana] [--apellido Pérez]
// Asks for the password twice (hidden) on a terminal, or reads it from stdin when piped.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { emailSchema } from '@portal/shared/contact';
import { staffPasswordSchema } from '@portal/shared/users/staff';
import { databaseTargetOf, openDatabase } from '../db/client.js';
import { EnvError, loadEnv } from '../env.js';
import { createOrResetAdmin } from '../modules/users/team/first-admin.js';

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

/** One hidden answer: what is typed is not echoed. */
function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput(text: string): void };
  let asked = false;
  output._writeToOutput = (text) => {
    if (!asked) process.stdout.write(text);
    asked = true;
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await askHidden('Contraseña nueva: ');
  const second = await askHidden('Repítela: ');
  if (first !== second) throw new EnvError('Las contraseñas no coinciden. Nada cambió.');
  return first;
}

function fail(message: string): never {
  throw new EnvError(message);
}

async function main() {
  const { values } = parseArgs({
    options: { correo: { type: 'string' }, nombre: { type: 'string' }, apellido: { type: 'string' } },
  });
  const correo = emailSchema.safeParse(values.correo ?? '');
  if (!correo.success) fail('Indique un correo válido: npm run admin:create -- --correo ana@agencia.co');
  const password = staffPasswordSchema.safeParse(await readPassword());
  if (!password.success) fail(password.error.issues[0]!.message);

  const env = loadEnv();
  const database = await openDatabase(databaseTargetOf(env));
  try {
    await database.migrate();
    const result = await createOrResetAdmin(database.db, {
      correo: correo.data,
      primer_nombre: values.nombre?.trim() || 'Administrador',
      primer_apellido: values.apellido?.trim() || 'Principal',
      password: password.data,
    });
    console.log(
      result.created
        ? `Administrador ${correo.data} creado. Ya puede iniciar sesión en /signin.`
        : `El usuario ${correo.data} ahora es administrador activo, con la contraseña nueva.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
