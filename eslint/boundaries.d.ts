export function webFeatureAreas(): string[];
export const API_MODULE_IMPORTS: Record<string, string[]>;
export function apiModules(): string[];
export const webZones: unknown[];
export const apiZones: unknown[];
export const apiModuleZones: unknown[];
