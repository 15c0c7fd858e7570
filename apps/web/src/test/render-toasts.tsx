import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { theme } from '../app/theme';

/** Mounts the toast container alone, for tests of code that shows toasts. */
export function renderToasts() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
  );
}
