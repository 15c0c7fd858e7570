// A percentage as a ring (home's profile completion, job matching's scores), drawn as Mantine's
// RingProgress draws one section. Not RingProgress itself: it wraps each curve in a floating
// tooltip, whose code (some 20 KB gzipped) would load with the page for a tooltip the ring
// never shows, and whose mount reads the style of every ancestor (job matching's twenty rings:
// about 20 ms of a phone's main thread while the page is taken over).
import { getThemeColor, rem, useMantineTheme } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './progress-ring.module.css';

interface ProgressRingProps extends ComponentPropsWithoutRef<'div'> {
  /** 0-100. */
  value: number;
  /** A theme colour: a name ('green', its filled shade) or a name and shade ('green.7'). */
  color: string;
  size: number;
  thickness: number;
  label: ReactNode;
}

export function ProgressRing({
  value,
  color,
  size,
  thickness,
  label,
  ...others
}: ProgressRingProps) {
  const theme = useMantineTheme();
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
          style={{ '--curve-color': getThemeColor(color, theme) } as CSSProperties}
          strokeLinecap="round"
          strokeDasharray={`${value * step}, ${(100 - value) * step}`}
          strokeDashoffset={100 * step}
        />
      </svg>
      <div className={classes.label}>{label}</div>
    </div>
  );
}
