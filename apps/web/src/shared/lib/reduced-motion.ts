// Whether the person asks for reduced motion (their system setting), read when an animation
// starts rather than watched: a watching hook draws its component a second time once mounted.
export interface MediaQueryWindow {
  matchMedia?(query: string): { matches: boolean };
}

export const prefersReducedMotion = (win: MediaQueryWindow = window): boolean =>
  win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
