import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a module's named export: the component's code loads the first time it renders
 * (behind the nearest Suspense), so a screen no one opens weighs nothing on the first one (decision 0073).
 */
export const lazyComponent = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await load() }));
