import type { RouteName } from '@mizan/shared/routes';
import { useCallback, useState } from 'react';
import { callApi, type ApiResponse, type CallOptions } from './api-client';

type Call = <N extends RouteName>(name: N, options: CallOptions<N>) => Promise<ApiResponse<N>>;
/** callApi with the options always given; the route's own typing is kept by the hook below. */
const call = callApi as unknown as Call;

/**
 * A write through a route: `trigger(options)` answers the response or throws the error;
 * `isMutating` while one is out. Apart from the reads (use-api.ts, SWR): a page that only writes,
 * the login page, loads no cache.
 */
export const useApiMutation = <N extends RouteName>(name: N) => {
  const [pending, setPending] = useState(0);
  const trigger = useCallback(
    async (options: CallOptions<N>): Promise<ApiResponse<N>> => {
      setPending((count) => count + 1);
      try {
        return await call(name, options);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [name],
  );
  return { trigger, isMutating: pending > 0 };
};
