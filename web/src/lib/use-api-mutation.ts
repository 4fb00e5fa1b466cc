import type { RouteName } from '@mizan/shared/routes';
import { useCallback, useState } from 'react';
import { callWithOptions, type ApiResponse, type CallOptions } from './api-client';

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
        return await callWithOptions(name, options);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [name],
  );
  return { trigger, isMutating: pending > 0 };
};
