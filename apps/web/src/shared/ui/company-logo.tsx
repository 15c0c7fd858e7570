// A company's logo (with its 2x source when there is one); without one, or when it fails to
// load, the company's initials in a neutral square of the same size. Decorative: whatever shows
// it names the company in text.
import { type CSSProperties, useState } from 'react';
import { initialsOf } from '../lib/initials';
import classes from './company-logo.module.css';

export interface CompanyLogoProps {
  companyName: string;
  src: string | null;
  src2x?: string | null;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
}

export function CompanyLogo({ companyName, src, src2x, size, className }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  const style = { '--company-logo-size': `${size}px` } as CSSProperties;
  const names = [classes.logo, className].filter(Boolean);
  if (!src || failed) {
    return (
      <span className={[...names, classes.initials].join(' ')} style={style} aria-hidden="true">
        {initialsOf(companyName)}
      </span>
    );
  }
  return (
    <span className={names.join(' ')} style={style}>
      <img
        src={src}
        srcSet={src2x && src2x !== src ? `${src} 1x, ${src2x} 2x` : undefined}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
