import type { Language } from '@mizan/shared/roles';

/** A text in each language of the product. */
export type Labels = Record<Language, string>;

/** A built-in (global) reference type: shipped with the code, available to every firm. */
export type GlobalType = {
  /** The identifier (code) stored on the firm data that uses it. */
  id: string;
  labels: Labels;
};

/** A built-in deadline type also carries its default delay and its chain of next deadlines. */
export type GlobalDeadlineType = GlobalType & {
  /**
   * Performing a deadline of this type creates its next deadlines (nextActions) at once; otherwise
   * the answer proposes them and the lawyer keeps the ones they want.
   */
  isauto: boolean;
  /** Default number of days between the deadline's creation and its due date. */
  delai: number;
  /** Deadlines to plan once this one is performed: the child type and the days after. */
  nextActions: readonly { IdChild: string; delais: number }[];
};
