/** A backup or restore that cannot go on, with a Spanish message for the person at the terminal. */
export class BackupError extends Error {
  static damaged(what: string): BackupError {
    return new BackupError(
      `La copia está dañada: ${what} no coincide con su suma de verificación. ` +
        'No la use; tome otra copia o use una anterior.',
    );
  }

  /** gzip or tar could not read the archive: not one of ours, or cut short (a copy still being written). */
  static unreadable(cause: unknown): unknown {
    const { code, message } = (cause ?? {}) as { code?: string; message?: string };
    const archiveFault = code?.startsWith('Z_') || /tar|unexpected end/i.test(message ?? '');
    if (cause instanceof BackupError || !archiveFault) return cause;
    return new BackupError(
      `No se pudo leer la copia (${code ?? message}): no es un .tar.gz de npm run backup o está cortada. ` +
        'Si algo alcanzó a escribirse, repita con una copia buena y --force.',
    );
  }
}
