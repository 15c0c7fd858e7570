// A calm, professional look: deep teal primary, system fonts, medium radius.
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
    Modal: {
      defaultProps: { centered: true, radius: 'md' },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // A dialog's <header> would count as a second page banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Toasts shown without a translated label still get a named close button.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's default dimmed grey and its error red (red 6, 3.3:1 on white) are below the 4.5:1
 * that text needs; red 9 is 5.2:1 on our grey page background (red 8 only 4.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
