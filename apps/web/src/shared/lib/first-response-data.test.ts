import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_RESPONSE_DATA_ID,
  firstNavigationDone,
  firstResponseWithout,
  readFirstResponseData,
  takeFirstResponseData,
} from './first-response-data';

function pageWith(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_RESPONSE_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

afterEach(() => document.getElementById(FIRST_RESPONSE_DATA_ID)?.remove());

describe('the data a first response carries', () => {
  it('goes into the query cache, as new as the page, and its script is taken out', () => {
    const server = new QueryClient();
    server.setQueryData(['session'], { fullName: 'Jane Citizen' }, { updatedAt: 0 });
    pageWith(dehydrate(server));
    const app = new QueryClient();
    expect(readFirstResponseData(app)).toBe(true);
    expect(app.getQueryData(['session'])).toEqual({ fullName: 'Jane Citizen' });
    // The server's clock is not the browser's: the data counts from its arrival.
    expect(Date.now() - (app.getQueryState(['session'])?.dataUpdatedAt ?? 0)).toBeLessThan(5000);
    expect(document.getElementById(FIRST_RESPONSE_DATA_ID)).toBeNull();
  });

  it('is taken once by a loader that otherwise reads afresh', () => {
    const server = new QueryClient();
    server.setQueryData(['home', 'dashboard-status'], { stats: {} });
    pageWith(dehydrate(server));
    readFirstResponseData(new QueryClient());
    expect(takeFirstResponseData(['home', 'dashboard-status'])).toBe(true);
    expect(takeFirstResponseData(['home', 'dashboard-status'])).toBe(false);
    expect(takeFirstResponseData(['other'])).toBe(false);
  });

  it('is nothing on a page without it, or with a script that is not JSON', () => {
    expect(readFirstResponseData(new QueryClient())).toBe(false);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_RESPONSE_DATA_ID;
    script.textContent = '{not json';
    document.body.append(script);
    expect(readFirstResponseData(new QueryClient())).toBe(false);
  });

  it('says which data the page was drawn without, until the first navigation is done', () => {
    const server = new QueryClient();
    server.setQueryData(['session'], { fullName: 'Jane Citizen' });
    pageWith(dehydrate(server));
    readFirstResponseData(new QueryClient());
    expect(firstResponseWithout(['session'])).toBe(false);
    expect(firstResponseWithout(['job-matching', 'suggestions'])).toBe(true);
    firstNavigationDone();
    expect(firstResponseWithout(['job-matching', 'suggestions'])).toBe(false);
  });
});
