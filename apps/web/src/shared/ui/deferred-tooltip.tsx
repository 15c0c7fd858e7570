// A tooltip that does not hold up the page: its code (the floating position's) loads with its own
// chunk once the page has shown, and its target shows without it until then. For the hints on
// things that are on screen at once (a hover hint appears only later anyway).
import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('./mantine-tooltip').then((m) => ({ default: m.Tooltip })));

export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
