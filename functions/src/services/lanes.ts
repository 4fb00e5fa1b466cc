/** `read` of each item, `lanes` at a time, in the items' order. */
export const inLanes = async <T, R>(items: readonly T[], read: (item: T) => Promise<R>, lanes = 16): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await read(items[i]!);
    }),
  );
  return results;
};
