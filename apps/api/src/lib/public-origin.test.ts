import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { publicOrigin } from './public-origin.js';

const env = loadEnv({ PORT: '3000' });

describe('publicOrigin', () => {
  it('uses PUBLIC_URL when it is set', () => {
    const withUrl = loadEnv({ PUBLIC_URL: 'https://empleo.example.co/' });
    expect(publicOrigin({ protocol: 'http', host: 'evil.example' }, withUrl)).toBe(
      'https://empleo.example.co',
    );
  });

  it('keeps a loopback host and never reflects another one', () => {
    expect(publicOrigin({ protocol: 'http', host: '127.0.0.1:3100' }, env)).toBe('http://127.0.0.1:3100');
    expect(publicOrigin({ protocol: 'http', host: 'localhost:3000' }, env)).toBe('http://localhost:3000');
    expect(publicOrigin({ protocol: 'http', host: 'evil.example' }, env)).toBe('http://localhost:3000');
    expect(publicOrigin({ protocol: 'http', host: 'localhost.evil.example' }, env)).toBe(
      'http://localhost:3000',
    );
  });
});
