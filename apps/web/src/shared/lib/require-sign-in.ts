// Loaders of signed-in pages: load the app config and session through the query cache and send
// a signed-out talent to the login page, remembering where they were (spec 1 section 6).
import type { AppConfig, TalentSession } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { appConfigQueryOptions } from '../api/get-app-config';
import { sessionQueryOptions } from '../api/get-session';
import { http, isHttpError } from './http';
import { loginPath } from './return-url';

export interface SignedInData {
  config: AppConfig;
  session: TalentSession;
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The config and session, or a redirect to login (thrown) when the API answers 401. */
export async function requireSignIn(
  queryClient: QueryClient,
  request: Request,
): Promise<SignedInData> {
  try {
    const [config, session] = await Promise.all([
      queryClient.ensureQueryData(appConfigQueryOptions()),
      queryClient.ensureQueryData(sessionQueryOptions()),
    ]);
    return { config, session };
  } catch (error) {
    if (isHttpError(error, 401)) throw redirect(loginPath(currentPath(request)));
    throw error;
  }
}

/**
 * Whether the auth library sees no session at all: its get-session answers 200 with null for a
 * visitor, so a public page learns it without a call that answers 401. False when it could not
 * tell (an error): the caller then asks the talent calls as usual.
 */
async function surelyVisitor(queryClient: QueryClient): Promise<boolean> {
  if (queryClient.getQueryData(sessionQueryOptions().queryKey)) return false;
  let answer = asking.get(queryClient);
  if (!answer) {
    answer = askAuthLibrary().finally(() => asking.delete(queryClient));
    asking.set(queryClient, answer);
  }
  return answer;
}

/**
 * The question being asked, per query cache: loaders that run at once (the public layout's and
 * the advert's, on the server) share one call.
 */
const asking = new WeakMap<QueryClient, Promise<boolean>>();

async function askAuthLibrary(): Promise<boolean> {
  try {
    return (await http('/api/auth/get-session')) === null;
  } catch {
    return false;
  }
}

/**
 * Like requireSignIn, but a visitor gets null instead of a redirect (public pages), found
 * without calling the talent calls, which would answer 401.
 */
export async function loadOptionalSignIn(
  queryClient: QueryClient,
  request: Request,
): Promise<SignedInData | null> {
  if (await surelyVisitor(queryClient)) return null;
  try {
    return await requireSignIn(queryClient, request);
  } catch (error) {
    if (error instanceof Response) return null;
    throw error;
  }
}
