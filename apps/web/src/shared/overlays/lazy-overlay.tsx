import { lazy, type ComponentType } from "react";
import type { OverlayComponent, OverlayComponentProps } from "./overlay-manager.tsx";

/**
 * An overlay whose code loads when it first opens, or earlier through its `preload` (the
 * overlay manager's `preload`). Once the code is here, the overlay renders at once, without the
 * loading frame React.lazy shows for a turn even for code already fetched. The preload and the
 * first opening share one fetch; a fetch that failed is not kept, so opening the overlay after
 * a failed preload fetches it again.
 */
export function lazyOverlay(load: () => Promise<{ default: ComponentType<OverlayComponentProps> }>): OverlayComponent {
  let loaded: ComponentType<OverlayComponentProps> | undefined;
  let loading: ReturnType<typeof load> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  function LazyOverlay(props: OverlayComponentProps) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyOverlay, { preload: loadOnce });
}
