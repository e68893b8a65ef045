import type { ReactNode } from 'react';
import classes from './overview-grid.module.css';

/**
 * Two panels side by side on a wide screen (the first wider, 7 to 5), one above the other on a tablet; by the
 * width of the page's content (a container query), as Mantine's Grid type="container" did.
 */
export function OverviewGrid({ wide, narrow }: { wide: ReactNode; narrow: ReactNode }) {
  return (
    <div className={classes.container}>
      <div className={classes.grid}>
        <div>{wide}</div>
        <div>{narrow}</div>
      </div>
    </div>
  );
}
