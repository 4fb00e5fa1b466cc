import type { RouteDef, RouteInput, RouteResponse } from '@mizan/shared/route';
import type { Language } from '@mizan/shared/roles';
import type { RouteName, Routes } from '@mizan/shared/routes';
import type { Caller } from '../services/caller';
import type { UploadedFile } from './middleware';

export type RequestInfo = {
  requestId: string;
  language: Language;
  /** Lower-cased request headers. */
  headers: Record<string, string | undefined>;
  /** The client's address (API Gateway's `requestContext.http.sourceIp`), for the activity log. */
  sourceIp?: string;
  /** The multipart route's file part, when it has one (its metadata part is `input.body`). */
  upload?: UploadedFile;
  /** The request's cookies by name (API Gateway v2's `cookies`). */
  cookies: Record<string, string>;
  /** Adds a `Set-Cookie` to the answer (API Gateway v2's response `cookies`). */
  setCookie: (cookie: string) => void;
};

/** What a handler knows about the call: who (for routes with a token) and the request's details. */
export type HandlerContext<R extends RouteDef> = RequestInfo & {
  caller: R['roles'] extends 'public' ? undefined : Caller;
};

export type RouteHandler<N extends RouteName> = (
  input: RouteInput<Routes[N]>,
  context: HandlerContext<Routes[N]>,
) => Promise<RouteResponse<Routes[N]>>;

export type DefinedHandler = { name: RouteName; handle: (input: unknown, context: unknown) => Promise<unknown> };

/** Binds a route's logic to its entry of the route table, with input and output typed from it. */
export const defineHandler = <N extends RouteName>(name: N, handle: RouteHandler<N>): DefinedHandler => ({
  name,
  handle: handle as DefinedHandler['handle'],
});
