import type { ZodType } from 'zod';

/**
 * Parses an answer with its shared zod schema, loaded on demand alongside the request. Screens on a
 * public page (the vacancy page's apply panel) use it, so zod reaches only visitors who sign in and
 * stays out of the page's first load (decision 0025).
 */
export async function parsedWith<T>(
  loadSchema: () => Promise<ZodType<T>>,
  answer: Promise<unknown>,
): Promise<T> {
  const [schema, value] = await Promise.all([loadSchema(), answer]);
  return schema.parse(value);
}

/**
 * Names the schemas of a module loaded on demand: `schemaIn(() => import('…'))('userSchema')` is the
 * loader `parsedWith` takes. Signed-in first screens use it so zod stays out of their first load (0073).
 */
export const schemaIn =
  <Module>(load: () => Promise<Module>) =>
  <Name extends keyof Module>(name: Name) =>
  async () =>
    (await load())[name];
