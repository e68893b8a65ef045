import classes from './charts.module.css';

export interface LegendItem {
  label: string;
  color: string;
  /** Drawn as the unfinished bars are: light, with a dashed edge. */
  dashed?: boolean;
  /** The edge of a dashed swatch, darker than its fill. */
  edge?: string;
}

/** The series of a chart, in a line above it. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className={classes.legend}>
      {items.map((item) => (
        <li key={item.label} className={classes.legendItem}>
          <span
            className={classes.legendSwatch}
            style={{
              background: item.color,
              border: item.dashed ? `1.5px dashed ${item.edge ?? item.color}` : undefined,
            }}
            aria-hidden
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
