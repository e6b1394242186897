import { describe, expect, it } from 'vitest';
import { AnswerPool } from './answer-pool.js';

const bytes = (n: number) => Buffer.alloc(n, 1);

describe('AnswerPool', () => {
  it('keeps an answer for its stamp only, with an ETag of both', () => {
    const pool = new AnswerPool(10);
    const first = pool.entryFor('a', '1');
    expect(pool.entryFor('a', '1')).toBe(first);
    const second = pool.entryFor('a', '2');
    expect(second).not.toBe(first);
    expect(second.etag).not.toBe(first.etag);
    expect(pool.entryFor('b', '2').etag).not.toBe(second.etag);
  });

  it('drops the oldest answers once their bodies pass the byte budget', () => {
    const pool = new AnswerPool(10, 100);
    const a = pool.entryFor('a', '1');
    pool.fill(a, 'body', bytes(60));
    const b = pool.entryFor('b', '1');
    pool.fill(b, 'body', bytes(30));
    expect(pool.bytes).toBe(90);
    pool.fill(b, 'gzipped', bytes(20));
    // 110 bytes: 'a' goes, 'b' stays.
    expect(pool.bytes).toBe(50);
    expect(pool.entryFor('a', '1')).not.toBe(a);
    expect(pool.entryFor('b', '1')).toBe(b);
  });

  it('does not count what fills an answer replaced meanwhile, and forgets a replaced one', () => {
    const pool = new AnswerPool(10, 100);
    const old = pool.entryFor('a', '1');
    pool.fill(old, 'body', bytes(40));
    const replaced = pool.entryFor('a', '2');
    expect(pool.bytes).toBe(0);
    // A computation of the old stamp that ends late still answers its request, uncounted.
    expect(pool.fill(old, 'gzipped', bytes(10))).toHaveLength(10);
    expect(pool.bytes).toBe(0);
    pool.fill(replaced, 'body', bytes(5));
    expect(pool.bytes).toBe(5);
  });

  it('keeps at most maxEntries answers, the newest', () => {
    const pool = new AnswerPool(2);
    const a = pool.entryFor('a', '1');
    pool.entryFor('b', '1');
    pool.entryFor('c', '1');
    expect(pool.entryFor('a', '1')).not.toBe(a);
  });
});
