import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Mantine's modals manager, loaded the first time a dialog opens; `onReady` once it listens for `modals.*`. */
export function ModalsHost({ onReady }: { onReady: () => void }) {
  // Runs after ModalsProvider's own effects, which subscribe it to the `modals.*` events.
  useEffect(onReady, [onReady]);
  return <ModalsProvider />;
}
