import type { RouteName } from '@mizan/shared/routes';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useTranslation } from 'react-i18next';
import { callWithOptions, type ApiResponse, type CallOptions } from './api-client';
import { notifyError } from './notify';

/**
 * The language answers are worded in: part of every read's key, so that switching language
 * fetches the labels (types, statuses, history) again in the new one.
 */
const useAnswerLanguage = () => useTranslation().i18n.language;

/**
 * Reads a route through SWR, keyed by route name, options and language; `null` options wait
 * (nothing is fetched). Failures are toasted unless the caller handles them with its own `onError`.
 */
export const useApiQuery = <N extends RouteName>(name: N, options: CallOptions<N> | null, config?: SWRConfiguration<ApiResponse<N>>) => {
  const language = useAnswerLanguage();
  return useSWR<ApiResponse<N>, unknown, [N, CallOptions<N>, string] | null>(
    options && [name, options, language],
    ([routeName, routeOptions]) => callWithOptions(routeName, routeOptions),
    { onError: notifyError, ...config },
  );
};

type Paged = { items: readonly unknown[]; cursor: string | null };
/** Routes answered a page at a time (`{ items, cursor }`, spec: cursor-paged lists). */
type PagedRoute = { [N in RouteName]: ApiResponse<N> extends Paged ? N : never }[RouteName];
type ItemOf<N extends PagedRoute> = ApiResponse<N>['items'][number];
type PageKey<N extends RouteName> = [N, CallOptions<N>, string | undefined, string];

/**
 * Reads a cursor-paged route a page at a time: the first page at once, the next one when
 * `loadMore()` is called (a table reaching its last loaded page). `null` options wait.
 */
export const useApiPages = <N extends PagedRoute>(name: N, options: CallOptions<N> | null) => {
  const language = useAnswerLanguage();
  const getKey = (index: number, previous: ApiResponse<N> | null): PageKey<N> | null => {
    if (!options || (previous && !previous.cursor)) return null;
    return [name, options, index === 0 ? undefined : (previous?.cursor ?? undefined), language];
  };
  const swr = useSWRInfinite<ApiResponse<N>, unknown, typeof getKey>(
    getKey,
    ([routeName, routeOptions, cursor]: PageKey<N>) => {
      const loose = routeOptions as { query?: Record<string, unknown> };
      return callWithOptions(routeName, { ...routeOptions, query: { ...loose.query, cursor } } as CallOptions<N>);
    },
    { onError: notifyError, revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  const hasMore = !!pages.at(-1)?.cursor;
  const loading = swr.isLoading || swr.size > pages.length;
  return {
    /** The pages read so far, for what each page carries beside its items (an expense page's totals). */
    pages,
    /** SWR's answer: undefined until the first page is read (a table then says it is loading, not empty). */
    data: swr.data,
    items: pages.flatMap((page) => page.items as ItemOf<N>[]),
    hasMore,
    isLoading: swr.isLoading,
    error: swr.error,
    loadMore: () => {
      if (hasMore && !loading) void swr.setSize(pages.length + 1);
    },
    mutate: swr.mutate,
  };
};
