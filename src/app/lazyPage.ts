import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A page in its own chunk, loaded on first visit like React.lazy, which can also start loading before React
 * reaches its route (`preload`). If it is in memory by the time its route first renders, it renders at once:
 * no Suspense fallback, and so none of the 300 ms React holds content back after showing a fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    // Chosen once per mount, so a mounted page never swaps between the two (which would remount it).
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return { Page, preload };
}
