import { beforeEach, describe, expect, it } from 'vitest';
import { captureUtm } from './utm';

describe('captureUtm', () => {
  beforeEach(() => localStorage.clear());

  it('stores utm_source and utm_campaign from the query', () => {
    captureUtm('?utm_source=facebook&utm_campaign=bodega-noviembre&x=1');
    expect(localStorage.getItem('utm_source')).toBe('facebook');
    expect(localStorage.getItem('utm_campaign')).toBe('bodega-noviembre');
  });

  it('keeps earlier values when the URL has none', () => {
    captureUtm('?utm_source=google');
    captureUtm('?tab=jobs');
    expect(localStorage.getItem('utm_source')).toBe('google');
    expect(localStorage.getItem('utm_campaign')).toBeNull();
  });
});
