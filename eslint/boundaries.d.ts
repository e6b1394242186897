export function webFeatureAreas(): string[];
