import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Mantine's modals manager (ModalsProvider, Modal, focus trap and scroll lock, about 8 kB compressed) is not in
 * the entry: it loads the first time `useConfirm` opens a dialog, which waits for `whenModalsReady()`.
 */
const ModalsHost = lazy(() => import('./modals-host').then((module) => ({ default: module.ModalsHost })));

let requested = false;
let ready = false;
const readyCallbacks: (() => void)[] = [];
const listeners = new Set<() => void>();

const markReady = () => {
  ready = true;
  readyCallbacks.splice(0).forEach((callback) => callback());
};

/** Resolves once the modals manager listens: `modals.openConfirmModal` and the like then show. */
export function whenModalsReady(): Promise<void> {
  if (ready) return Promise.resolve();
  const promise = new Promise<void>((resolve) => readyCallbacks.push(resolve));
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return promise;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the modals manager mounts once a dialog is first asked for (inside MantineProvider). */
export function LazyModalsProvider() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ModalsHost onReady={markReady} />
    </Suspense>
  ) : null;
}
