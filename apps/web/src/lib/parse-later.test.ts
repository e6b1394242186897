import { describe, expect, it } from 'vitest';
import { parsedWith, schemaIn } from './parse-later';

describe('parsedWith and schemaIn', () => {
  it('parses an answer with a schema of a module loaded on demand, and refuses one that does not fit', async () => {
    const schema = schemaIn(() => import('@portal/shared/users/staff'));
    await expect(parsedWith(schema('messageSchema'), Promise.resolve({ message: 'Listo' }))).resolves.toEqual(
      {
        message: 'Listo',
      },
    );
    await expect(parsedWith(schema('messageSchema'), Promise.resolve({ mensaje: 1 }))).rejects.toThrow();
  });
});
