/** A backup or restore that cannot go on, with a Spanish message for the person at the terminal. */
export class BackupError extends Error {
  static damaged(what: string): BackupError {
    return new BackupError(
      `La copia está dañada: ${what} no coincide con su suma de verificación. ` +
        'No la use; tome otra copia o use una anterior.',
    );
  }
}
