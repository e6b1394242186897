import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// Values of spec §9, restated here so a change to a limit is a deliberate change to two places.
describe('constantes de negocio (spec §9)', () => {
  it('archivos, contraseñas y teléfonos', () => {
    expect(constants.UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(constants.UPLOAD_ALLOWED_MIME_TYPES).toEqual(['image/png', 'image/jpeg', 'application/pdf']);
    expect(constants.DOCUMENT_DEFAULT_MAX_FILES).toBe(5);
    expect(constants.SPECIAL_DOCUMENT_TYPE_ID).toBe(14);
    expect(constants.PASSWORD_MIN_LENGTH).toBe(8);
    expect([constants.PHONE_MIN_DIGITS, constants.PHONE_MAX_DIGITS]).toEqual([10, 15]);
    expect(constants.PHONE_DEFAULT_PREFIX).toBe('+57');
  });

  it('tiempos de identidad y reintentos', () => {
    expect(constants.PENDING_SIGN_IN_TTL_MS).toBe(180_000);
    expect(constants.AUTO_SIGN_IN_WINDOW_MS).toBe(180_000);
    expect(constants.GUEST_CREDENTIALS_REFRESH_MS).toBe(3_000_000);
    expect(constants.IDENTITY_RETRY).toEqual({
      maxAttempts: 3,
      baseDelayMs: 100,
      maxDelayMs: 300_000,
      retryStatuses: [429, 500, 502, 503, 504],
    });
    expect(constants.TOKEN_EXPIRY_TOLERANCE_MS).toBe(5000);
  });

  it('interfaz, catálogo y reporte de errores', () => {
    expect(constants.ALERT_DURATION_MS).toBe(6000);
    expect(constants.CART_ALERT_DURATION_MS).toBe(3000);
    expect(constants.COPY_FEEDBACK_MS).toBe(2000);
    expect(constants.BUTTON_LOADING_TEXT).toBe('Cargando...');
    expect(constants.STEPPER_STAGES).toBe(4);
    expect(constants.PROCESS_STAGES).toHaveLength(constants.STEPPER_STAGES);
    expect([constants.CATALOGUE_SALARY_MIN, constants.CATALOGUE_SALARY_MAX]).toEqual([1100, 1800]);
    expect(constants.CONFIG_DEFAULTS).toEqual({
      quantity: 1,
      experienceLevel: 'Básico',
      workType: 'Turno Completo',
      location: 'Oficina',
    });
    expect(constants.GREETING_BREAKPOINT_PX).toBe(768);
    expect(constants.GREETING_TRANSITION_MS).toBe(300);
    expect(constants.SENTRY_TRACES_SAMPLE_RATE).toBe(1);
  });
});
