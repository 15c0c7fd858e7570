// Timing constants of the search bar.

/** Keyword typing emits a change after this pause (spec 1 section 9). */
export const KEYWORD_DEBOUNCE_MS = 1000;

/** Place suggestions are asked for after this pause in typing (not in the spec). */
export const PLACE_SUGGEST_DEBOUNCE_MS = 250;
