// Test helper: rebuild the typo-correction words after a test wrote jobs directly.
export { refreshSearchData as refreshSearchWords } from '@talent/db/catalogue';
