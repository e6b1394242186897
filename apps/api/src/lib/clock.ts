/** A replaceable clock, one per app (`app.clock`), so tests move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });

/** A timestamp as the API answers it (drivers give Date or string depending on the statement). */
export const toIso = (value: Date | string) => new Date(value).toISOString();
