/**
 * Fee arithmetic, exact in integers: durations in whole minutes, amounts in centimes of MAD,
 * percentages in basis points (hundredths of a percent). Rounding is stated once: a product that
 * falls between two centimes is rounded half up, once per sum (never per entry).
 */

export const MINUTES_PER_DAY = 24 * 60;
export const BASIS_POINTS_PER_PERCENT = 100;

/** A percentage (up to two decimals, more than 0 and at most 100) as basis points: 12.5 → 1250; undefined otherwise. */
export const percentToBasisPoints = (percent: number): number | undefined => {
  const points = Math.round(percent * BASIS_POINTS_PER_PERCENT);
  if (!Number.isFinite(percent) || Math.abs(points - percent * BASIS_POINTS_PER_PERCENT) > 1e-6) return undefined;
  return points > 0 && points <= 100 * BASIS_POINTS_PER_PERCENT ? points : undefined;
};

/** `numerator / denominator` rounded half up, for non-negative integers. */
const divideHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The value of `minutes` at an hourly rate in centimes, rounded half up to the centime: 50 min at 600.00 → 500.00. */
export const timeValue = (minutes: number, hourlyCentimes: number) => divideHalfUp(minutes * hourlyCentimes, 60);

/** A success fee: the percentage of the amount recovered, never below the floor. */
export const successFee = (recoveredCentimes: number, basisPoints: number, floorCentimes = 0) =>
  Math.max(divideHalfUp(recoveredCentimes * basisPoints, 100 * BASIS_POINTS_PER_PERCENT), floorCentimes);

/** Minutes as hours and minutes: 135 → { hours: 2, minutes: 15 }. */
export const hoursAndMinutes = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 });

/** The Monday of a day's week (ISO weeks begin on Monday), as `YYYY-MM-DD`. */
export const weekStart = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** The day `days` after a day, as `YYYY-MM-DD`. */
export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Whole minutes elapsed between two instants (ms), at least 1: what a stopped timer proposes. */
export const elapsedMinutes = (startedAt: number, stoppedAt: number) =>
  Math.min(MINUTES_PER_DAY, Math.max(1, Math.round((stoppedAt - startedAt) / 60_000)));
