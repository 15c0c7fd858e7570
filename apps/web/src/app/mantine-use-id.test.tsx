// Mantine's useId is the app's (vite.config.ts): an input's id is React's, so when the app takes
// over a page the server drew, the input keeps the server's id and is not drawn again (Mantine's
// own swapped it for a random one after mounting).
import { MantineProvider, TextInput } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const field = (
  <MantineProvider>
    <TextInput label="Suburb" />
  </MantineProvider>
);

describe('the ids of Mantine’s inputs', () => {
  it('stay the server’s when the app takes the page over, the label tied to the input', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    const input = container.querySelector('input');
    const drawn = input?.id;
    expect(drawn).toMatch(/^mantine-/);
    const root = await act(async () => hydrateRoot(container, field));
    // The same element, with the same id, and its label still names it.
    expect(container.querySelector('input')).toBe(input);
    expect(input?.id).toBe(drawn);
    expect(container.querySelector('label')?.getAttribute('for')).toBe(drawn);
    act(() => root.unmount());
    container.remove();
  });
});
