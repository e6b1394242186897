import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded screen that renders at once when its module was fetched beforehand (`preload`, from
 * a route loader): no Suspense fallback flashes between a server-rendered page and the app's own first
 * render of it (decision 0045). Otherwise it suspends like `React.lazy`. Each mount keeps the kind it
 * started with, so a module that arrives mid-life never remounts the screen and loses its state.
 */
export function preloadable<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(load);
  function Preloadable(props: Props) {
    const [Screen] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Screen {...props} />;
  }
  return { Screen: Preloadable, preload };
}
