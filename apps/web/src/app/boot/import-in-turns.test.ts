import { describe, expect, it } from 'vitest';
import { importInTurns } from './import-in-turns';

describe('importInTurns (decision 0078)', () => {
  it('imports the library, lets a task run, then imports the module and gives it', async () => {
    const order: string[] = [];
    const loaded = importInTurns(
      async () => {
        order.push('library');
        setTimeout(() => order.push('a key pressed meanwhile'));
      },
      async () => {
        order.push('module');
        return 'app';
      },
    );
    expect(await loaded).toBe('app');
    expect(order).toEqual(['library', 'a key pressed meanwhile', 'module']);
  });
});
