/**
 * A component whose code downloads the first time it is shown (or when `preload` asks for it), and
 * which shows nothing until then or while its chunk cannot be fetched (asked again the next time it
 * is shown). For parts of a screen that have nothing to say at first: the notices above every screen.
 * Not React.lazy: a lazy component suspends, and React holds back a Suspense boundary's content until
 * 300 ms after its fallback showed, so a notice would come that much after its chunk.
 */
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement | null;
  /** Loads the code now, so that the component shows at once when it is first rendered. */
  preload: () => void;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: { Component: ComponentType<P> } | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      (Component) => (loaded = { Component }),
      () => (loading = null),
    ));
  function Lazy(props: P) {
    const [module, setModule] = useState(() => loaded);
    useEffect(() => {
      if (module) return;
      let active = true;
      void start().then(() => {
        if (active && loaded) setModule(loaded);
      });
      return () => {
        active = false;
      };
    }, [module]);
    return module ? <module.Component {...props} /> : null;
  }
  Lazy.preload = (): void => void start();
  return Lazy;
}
