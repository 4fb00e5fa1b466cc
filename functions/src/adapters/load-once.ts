/**
 * `load` called once and its promise shared, or called again after it failed (the request that saw
 * the failure answers 500, the next one tries again). The promise is marked handled, so a request
 * refused before awaiting it leaves no unhandled rejection.
 */
export const loadOnce = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!loaded) {
      const loading = load();
      loading.catch(() => {
        if (loaded === loading) loaded = undefined;
      });
      loaded = loading;
    }
    return loaded;
  };
};
