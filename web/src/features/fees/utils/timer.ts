import { elapsedMinutes } from '@mizan/shared/fees';
import { useCallback, useEffect, useState } from 'react';

/** Where a running timer's start is kept: one per person and dossier, so a reload or another tab finds it. */
export const timerKey = (userId: string, dossierId: string) => `mizan.timer.${userId}.${dossierId}`;

const readStart = (key: string) => {
  const value = Number(localStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * A timer of time spent on a dossier that survives a reload: its start instant sits in
 * localStorage under the person and the dossier. `stop()` clears it and answers the whole minutes
 * elapsed (at least 1), which the screen proposes as a time entry.
 */
export const useTimer = (userId: string, dossierId: string, now: () => number = Date.now) => {
  const key = timerKey(userId, dossierId);
  const [timer, setTimer] = useState(() => ({ key, startedAt: readStart(key) }));
  const [tick, setTick] = useState(now);
  // Another dossier or person: its own timer, read while rendering rather than after.
  if (timer.key !== key) setTimer({ key, startedAt: readStart(key) });
  const { startedAt } = timer;
  useEffect(() => {
    if (startedAt === null) return;
    const interval = setInterval(() => setTick(now()), 1000);
    return () => clearInterval(interval);
  }, [startedAt, now]);
  const start = useCallback(() => {
    const at = now();
    localStorage.setItem(key, String(at));
    setTimer({ key, startedAt: at });
    setTick(at);
  }, [key, now]);
  const stop = useCallback(() => {
    const at = readStart(key) ?? now();
    localStorage.removeItem(key);
    setTimer({ key, startedAt: null });
    return elapsedMinutes(at, now());
  }, [key, now]);
  return {
    running: startedAt !== null,
    elapsedSeconds: startedAt === null ? 0 : Math.max(0, Math.floor((tick - startedAt) / 1000)),
    start,
    stop,
  };
};
