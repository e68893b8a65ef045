import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react 0.27 (MIT, © Floating UI contributors), the one thing Mantine's
 * ScrollArea takes from it. vite.config.ts (VENDOR_COPIES) points ScrollArea's import here: @floating-ui/react is one module,
 * and importing it from ScrollArea (on every signed-in page: the sidebar, tables) loaded all of Floating UI
 * (14 kB compressed) that only popovers, menus and Mantine tooltips need.
 */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback(
    (instance: Instance) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCleanup = ref(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((refCleanup) => refCleanup?.());
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the refs are the deps (Floating UI)
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: Instance | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the refs are the deps (Floating UI)
    refs,
  );
}
