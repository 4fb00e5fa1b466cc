import type { StoredNextAction } from '../../db/reference-types';

export type ChainProblem = {
  /** Position of the offending entry in the submitted `nextActions`. */
  index: number;
  code: 'next_action_unknown' | 'next_action_duplicate' | 'next_action_cycle';
};

/**
 * Checks the chain a deadline type `id` is given against the chains of the firm's other
 * deadline types (`chains`, by type id; the entry for `id` itself is ignored). An entry is refused
 * when its child is not a known type, repeats an earlier child, or leads back to `id`, directly or
 * through the other types' chains.
 */
export const chainProblems = (
  id: string,
  nextActions: readonly Pick<StoredNextAction, 'IdChild'>[],
  chains: ReadonlyMap<string, readonly Pick<StoredNextAction, 'IdChild'>[]>,
): ChainProblem[] => {
  const leadsBack = (start: string) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const current = stack.pop() as string;
      if (current === id) return true;
      if (seen.has(current)) continue;
      seen.add(current);
      stack.push(...(chains.get(current) ?? []).map((next) => next.IdChild));
    }
    return false;
  };
  return nextActions.flatMap(({ IdChild }, index): ChainProblem[] => {
    if (IdChild !== id && !chains.has(IdChild)) return [{ index, code: 'next_action_unknown' }];
    if (nextActions.findIndex((other) => other.IdChild === IdChild) !== index) return [{ index, code: 'next_action_duplicate' }];
    if (leadsBack(IdChild)) return [{ index, code: 'next_action_cycle' }];
    return [];
  });
};
