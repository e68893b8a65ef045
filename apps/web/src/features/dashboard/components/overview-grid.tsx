import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Two panels side by side on a wide screen (the first wider), one above the other on a tablet. */
export function OverviewGrid({ wide, narrow }: { wide: ReactNode; narrow: ReactNode }) {
  return (
    <Grid type="container" breakpoints={{ xs: '500px', sm: '600px', md: '900px', lg: '1100px', xl: '1300px' }} gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>{wide}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{narrow}</Grid.Col>
    </Grid>
  );
}
