// A calm, professional look: deep teal primary, system fonts, medium radius.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e5f7f7',
  '#cdeaea',
  '#9dd4d5',
  '#69bdbf',
  '#41a9ac',
  '#289c9f',
  '#169597',
  '#0b6e70',
  '#005f62',
  '#004f52',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { centered: true, radius: 'md' } },
  },
});
