import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a hidden download link to an object URL, then lets the URL go', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:portal/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['PK']);
    saveFile(blob, 'mis-datos.zip');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('mis-datos.zip');
    expect(clicked[0]!.href).toBe('blob:portal/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:portal/1');
  });
});
