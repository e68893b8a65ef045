import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import classes from './charts.module.css';

/** One line of a tooltip: a swatch (optional), what is measured, and its value with its unit. */
export interface TooltipRow {
  label: string;
  value: string;
  color?: string;
  /** An unfinished figure: its swatch is drawn hollow, as its bar is. */
  dashed?: boolean;
}

/** What the tooltip of one point, bar or segment says, and where it points to (pixels in the plot). */
export interface ChartTooltipContent {
  title: string;
  rows: TooltipRow[];
  anchor: { x: number; y: number };
  /** Above the anchor (columns, points), or beside it (the end of a horizontal bar). */
  placement?: 'above' | 'beside';
}

/** The plot's size once laid out: its width follows the container, its height is fixed. */
export interface PlotSize {
  width: number;
  height: number;
}

interface ChartFrameProps {
  /** `data-chart` of the root `<svg>`: which chart this is, for tests and the budget checker. */
  name: string;
  /** What the chart shows, read by screen readers instead of the drawing. */
  summary: string;
  height: number;
  /** A fixed width (donut, gauge); otherwise the chart fills its container. */
  width?: number;
  /** How many points, bars or segments the arrow keys go through; 0 for a chart without tooltips. */
  count: number;
  /** The point, bar or segment under the pointer, or null. */
  locate?: (x: number, y: number, size: PlotSize) => number | null;
  tooltip?: (index: number, size: PlotSize) => ChartTooltipContent | null;
  /** The drawing, given the plot's size and the index pointed at or focused. */
  children: (size: PlotSize, active: number | null, setActive: (index: number | null) => void) => ReactNode;
  /** Shown above the plot, inside the reserved height. */
  header?: ReactNode;
  headerHeight?: number;
}

const FOCUS_VISIBLE = ':focus-visible';

function useElementWidth<T extends HTMLElement>(fixed: number | undefined) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fixed ?? 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  return { ref, width: fixed ?? width };
}

/**
 * The frame every chart draws in: the reserved height (no layout shift while it loads or resizes), the root
 * `<svg data-chart role="img">` with its summary, and one tooltip for pointer and keyboard alike. The plot is a
 * single tab stop; the arrow keys (Home, End) move through the values and a live region reads each one out.
 */
export function ChartFrame({
  name,
  summary,
  height,
  width: fixedWidth,
  count,
  locate,
  tooltip,
  children,
  header,
  headerHeight = 0,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>(fixedWidth);
  const [active, setActive] = useState<number | null>(null);
  const [byKeyboard, setByKeyboard] = useState(false);
  const size: PlotSize = { width, height: height - headerHeight };
  const interactive = count > 0 && tooltip !== undefined;
  const content = active !== null && active < count && width > 0 ? (tooltip?.(active, size) ?? null) : null;

  const point = useCallback(
    (index: number | null, keyboard: boolean) => {
      setActive(index);
      setByKeyboard(keyboard);
    },
    [setActive],
  );

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!locate) return;
    const box = event.currentTarget.getBoundingClientRect();
    point(locate(event.clientX - box.left, event.clientY - box.top, size), false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = count - 1;
    const current = active ?? -1;
    const next: Record<string, number | null> = {
      ArrowRight: Math.min(last, current + 1),
      ArrowDown: Math.min(last, current + 1),
      ArrowLeft: Math.max(0, current - 1),
      ArrowUp: Math.max(0, current - 1),
      Home: 0,
      End: last,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    point(next[event.key] ?? null, true);
  };

  /** Keyboard focus opens the first value's tooltip; a click's focus waits for the pointer. */
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.matches(FOCUS_VISIBLE) && active === null) point(0, true);
  };

  const tooltipStyle = content && placeTooltip(content.anchor, size.width, content.placement);
  /** Rows without a swatch keep their label in line with those that have one. */
  const withSwatches = content?.rows.some((row) => row.color) ?? false;

  return (
    <div style={{ height, width: fixedWidth, marginInline: fixedWidth ? 'auto' : undefined }}>
      {header && <div style={{ height: headerHeight }}>{header}</div>}
      <div
        ref={ref}
        className={classes.plot}
        style={{ height: size.height }}
        tabIndex={interactive ? 0 : undefined}
        role={interactive ? 'group' : undefined}
        aria-label={interactive ? t('global.chart.keyboard_hint') : undefined}
        onKeyDown={interactive ? onKeyDown : undefined}
        onPointerMove={interactive ? onPointerMove : undefined}
        onPointerLeave={interactive ? () => !byKeyboard && point(null, false) : undefined}
        onFocus={interactive ? onFocus : undefined}
        onBlur={interactive ? () => point(null, false) : undefined}
      >
        <svg
          className={classes.svg}
          data-chart={name}
          role="img"
          aria-label={summary}
          width={size.width || '100%'}
          height={size.height}
          viewBox={size.width ? `0 0 ${size.width} ${size.height}` : undefined}
        >
          {size.width > 0 && children(size, active, (index) => point(index, false))}
        </svg>
        {content && tooltipStyle && (
          <div className={classes.tooltip} style={tooltipStyle} aria-hidden>
            <div className={classes.tooltipTitle}>{content.title}</div>
            {content.rows.map((row) => (
              <div key={row.label} className={classes.tooltipRow}>
                {row.color ? (
                  <span
                    className={classes.swatch}
                    style={
                      row.dashed
                        ? { border: `1.5px dashed ${row.color}`, background: 'transparent' }
                        : { background: row.color }
                    }
                  />
                ) : (
                  withSwatches && <span className={classes.swatch} />
                )}
                <span className={classes.tooltipLabel}>{row.label}</span>
                <span className={classes.tooltipValue}>{row.value}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      {interactive && (
        <div className={classes.visuallyHidden} aria-live="polite">
          {content && byKeyboard
            ? [
                content.title,
                ...content.rows.map((row) => t('global.chart.value', { label: row.label, value: row.value })),
              ].join(', ')
            : ''}
        </div>
      )}
    </div>
  );
}

/** Above the anchor and centred on it, kept inside the plot's width near the edges; or beside it. */
function placeTooltip(anchor: { x: number; y: number }, width: number, placement: 'above' | 'beside' = 'above') {
  if (placement === 'beside') {
    // Right of the anchor, or left of it when the plot's edge is near.
    const flip = anchor.x > width - 220;
    return {
      left: flip ? anchor.x - 12 : anchor.x + 12,
      top: anchor.y,
      transform: `translate(${flip ? '-100%' : '0'}, -50%)`,
    };
  }
  const edge = 90;
  const shift = anchor.x < edge ? '0%' : anchor.x > width - edge ? '-100%' : '-50%';
  const x =
    anchor.x < edge ? Math.max(0, anchor.x - 12) : anchor.x > width - edge ? Math.min(width, anchor.x + 12) : anchor.x;
  // Near the top, below the anchor: a card's edge would cut it off.
  const below = anchor.y < 80;
  return {
    left: x,
    top: below ? anchor.y + 14 : anchor.y - 10,
    transform: `translate(${shift}, ${below ? '0' : '-100%'})`,
  };
}
