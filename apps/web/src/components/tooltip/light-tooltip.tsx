import {
  cloneElement,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { placeTip, type TipPlacement, type TipPosition } from './place-tip';
import classes from './tooltip.module.css';

type TriggerProps = HTMLAttributes<HTMLElement>;

export interface LightTooltipProps {
  label: ReactNode;
  /** One element that takes mouse and focus events (an ActionIcon, a button, a link, a badge). */
  children: ReactElement<TriggerProps>;
  position?: TipPosition;
  withArrow?: boolean;
  multiline?: boolean;
  w?: number;
  disabled?: boolean;
  /** Also shows on a tap (the definitions of figures), until the next tap elsewhere. */
  touch?: boolean;
}

/**
 * Mantine's Tooltip look without its positioning engine (Floating UI, about 15 kB compressed in the entry):
 * shown on hover and on keyboard focus, hidden on leave, blur, Escape or scroll; drawn above the page (portal)
 * beside its target, turned to the other side or shifted when the window has no room.
 */
export function LightTooltip({
  label,
  children,
  position = 'top',
  withArrow = false,
  multiline = false,
  w,
  disabled = false,
  touch = false,
}: LightTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<TipPlacement | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const hide = () => {
    setTarget(null);
    setPlacement(null);
  };

  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!target || !tip) return;
    const box = target.getBoundingClientRect();
    const size = tip.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    setPlacement(placeTip(box, size, position, viewport));
  }, [target, position, label]);

  useEffect(() => {
    if (!target) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && target.contains(event.target))) hide();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', hide, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [target]);

  if (disabled) return children;
  const own = children.props;
  const trigger = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      setTarget(event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) setTarget(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      if (touch && event.pointerType === 'touch') setTarget(event.currentTarget);
    },
  });
  const side = placement?.side ?? 'top';
  return (
    <>
      {trigger}
      {target &&
        createPortal(
          <div
            ref={tipRef}
            role="tooltip"
            className={classes.tip}
            data-side={side}
            data-multiline={multiline || undefined}
            style={{
              width: w,
              top: placement?.top ?? 0,
              left: placement?.left ?? 0,
              visibility: placement ? undefined : 'hidden',
            }}
          >
            {label}
            {withArrow && (
              <span
                className={classes.arrow}
                style={side === 'right' ? { top: placement?.arrow } : { left: placement?.arrow }}
              />
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
