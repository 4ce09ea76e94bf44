import { type ComponentType, createElement, lazy, useState } from 'react';
import { allMessagesLoaded } from './i18n.ts';

export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose module is fetched on demand (decision 29), like React.lazy, that can also be fetched ahead
 * (preload, at idle time). Once fetched it draws at once without suspending; drawn earlier, it suspends to the
 * nearest Suspense boundary until its module arrives. Each mounted instance keeps the form it started with, so a
 * dialog never remounts (and never loses what was typed) when the module arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    // Drawn with every message of the page's language, which follow the first paint (decision 36).
    pending ??= Promise.all([load(), allMessagesLoaded()]).then(([component]) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Lazy(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? (Suspending as unknown as ComponentType<P>));
    return createElement(Drawn, props);
  }
  return Object.assign(Lazy, { preload });
}

/** Runs a task when the browser is idle after the first paint (or soon, where idle callbacks are missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}
