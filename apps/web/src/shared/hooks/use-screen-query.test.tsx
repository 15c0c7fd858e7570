import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useScreenQuery } from './use-screen-query';

function Answer() {
  return <output>{String(useScreenQuery('(max-width: 767px)'))}</output>;
}

describe('useScreenQuery', () => {
  it('is unknown where the page is drawn on the server, and the screen’s answer in the browser', () => {
    expect(renderToString(<Answer />)).toContain('null');
    render(<Answer />);
    // The tests' screen is a wide one (test/setup.ts).
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });
});
