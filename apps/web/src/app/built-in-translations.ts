// The en-AU bundle the app is built with, alone, for i18n.ts to load with its own chunk when the
// server's copy cannot be had.
export { enAU } from '@talent/contract';
