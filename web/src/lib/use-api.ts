import type { RouteName } from '@mizan/shared/routes';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callApi, type ApiResponse, type CallOptions } from './api-client';
import { notifyError } from './notify';

type Call = <N extends RouteName>(name: N, options: CallOptions<N>) => Promise<ApiResponse<N>>;
/** callApi with the options always given; the route's own typing is kept by the hooks below. */
const call = callApi as unknown as Call;

/**
 * Reads a route through SWR, keyed by route name and options; `null` options wait (nothing is
 * fetched). Failures are toasted unless the caller handles them with its own `onError`.
 */
export const useApiQuery = <N extends RouteName>(
  name: N,
  options: CallOptions<N> | null,
  config?: SWRConfiguration<ApiResponse<N>>,
) =>
  useSWR<ApiResponse<N>, unknown, [N, CallOptions<N>] | null>(
    options && [name, options],
    ([routeName, routeOptions]) => call(routeName, routeOptions),
    { onError: notifyError, ...config },
  );

/** A write through a route; `trigger(options)` answers the response or throws the error. */
export const useApiMutation = <N extends RouteName>(name: N) => {
  const send = (_key: string, { arg }: { arg: CallOptions<N> }) => call(name, arg);
  return useSWRMutation<ApiResponse<N>, unknown, string, CallOptions<N>>(name, send);
};
