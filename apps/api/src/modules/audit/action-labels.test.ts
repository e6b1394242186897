import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabels } from '@portal/shared/audit';

const SOURCE = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('audit action labels', () => {
  it('gives every action the API writes a Spanish label, so the log never shows a raw value', () => {
    const written = new Set<string>();
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      // `accion: 'x'`, `accion: cond ? 'x' : 'y'`, and recorded exceptions `exception(tx, staff, id, 'x', …`.
      const patterns =
        /accion: (?:[^?\n]*\? )?'([a-z_]+)'(?: : '([a-z_]+)')?|exception\(tx, staff, [^,]+, '([a-z_]+)'/g;
      for (const match of text.matchAll(patterns))
        for (const accion of match.slice(1)) if (accion) written.add(accion);
    }
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((accion) => !auditActionLabels[accion])).toEqual([]);
  });
});
