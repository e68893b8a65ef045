import { cloneElement, type HTMLAttributes, type ReactElement, type ReactNode, Suspense, useState } from 'react';

type TriggerProps = HTMLAttributes<HTMLElement>;

export interface LoadedMenuProps {
  /** The button that opens the menu, to put in `Menu.Target`; the menu shows open. */
  target: ReactElement<TriggerProps>;
}

interface LazyMenuProps {
  target: ReactElement<TriggerProps>;
  /** The Mantine Menu, `lazy()`-loaded: Menu, Popover and Floating UI stay out of the entry until first use. */
  menu: (target: ReactElement<TriggerProps>) => ReactNode;
  /** Starts loading the menu when the pointer or the keyboard reaches its button. */
  preload: () => unknown;
}

/**
 * A menu button that loads its Mantine Menu on the first click (started on hover or focus, so the menu is
 * usually there by then); from then on it is the Mantine Menu itself, opened by that first click.
 */
export function LazyMenu({ target, menu, preload }: LazyMenuProps) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return <Suspense fallback={target}>{menu(target)}</Suspense>;
  }
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setLoaded(true),
  });
}
