// The completion percentage as a ring, drawn as Mantine's RingProgress draws one section. Not
// RingProgress itself: it wraps each curve in a floating tooltip, whose code (some 20 KB
// gzipped) would then load with home's first view for a tooltip this ring never shows.
import { rem } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './completion-ring.module.css';

interface CompletionRingProps extends ComponentPropsWithoutRef<'div'> {
  /** 0-100. */
  value: number;
  /** A theme colour name ('red', 'orange', 'green'). */
  color: string;
  size: number;
  thickness: number;
  label: ReactNode;
}

export function CompletionRing({
  value,
  color,
  size,
  thickness,
  label,
  ...others
}: CompletionRingProps) {
  const centre = size / 2;
  const radius = (size * 0.9 - thickness * 2) / 2;
  // One per cent of the circumference.
  const step = (Math.PI * radius * 2) / 100;
  const circle = { cx: centre, cy: centre, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <div
      {...others}
      className={classes.ring}
      style={
        {
          width: rem(size),
          height: rem(size),
          '--ring-label-offset': rem(thickness * 2),
        } as CSSProperties
      }
    >
      <svg className={classes.svg} viewBox={`0 0 ${size} ${size}`} aria-hidden>
        {/* The rest of the ring, drawn the other way round from the end of the value. */}
        <circle
          {...circle}
          className={classes.track}
          strokeDasharray={`${(100 - value) * step}, ${value * step}`}
          transform={`scale(1, -1) translate(0, -${size})`}
        />
        <circle
          {...circle}
          className={classes.curve}
          style={{ '--curve-color': `var(--mantine-color-${color}-filled)` } as CSSProperties}
          strokeLinecap="round"
          strokeDasharray={`${value * step}, ${(100 - value) * step}`}
          strokeDashoffset={100 * step}
        />
      </svg>
      <div className={classes.label}>{label}</div>
    </div>
  );
}
