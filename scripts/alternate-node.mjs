// The Node binary a test stage runs on: TEST_NODE when set (CI sets Node 24 LTS), else this one. Its
// folder goes first on PATH too, so whatever the stage starts through `npm` or `node` runs on it as well.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

export function alternateNode(stage) {
  const node = process.env.TEST_NODE || process.execPath;
  if (!existsSync(node)) {
    console.error(`[${stage}] TEST_NODE=${node} no existe; indique la ruta de un binario de Node.`);
    process.exit(2);
  }
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`[${stage}] Node ${version} (${node})`);
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  return { node, version, env };
}
