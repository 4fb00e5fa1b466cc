import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlay, LuSquare } from 'react-icons/lu';
import { useTimer } from '../utils/timer';

const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');

/** Starts and stops the person's timer on the dossier (it survives a reload); stopping hands its minutes on. */
export const TimerButton = ({
  userId,
  dossierId,
  onStopped,
}: {
  userId: string;
  dossierId: string;
  onStopped: (minutes: number) => void;
}) => {
  const { t } = useTranslation('fees');
  const timer = useTimer(userId, dossierId);
  return timer.running ? (
    <Button size="sm" colorPalette="red" variant="outline" onClick={() => onStopped(timer.stop())} data-testid="timer-stop">
      <LuSquare /> {t('time.stopTimer')} <bdi dir="ltr">{clock(timer.elapsedSeconds)}</bdi>
    </Button>
  ) : (
    <Button size="sm" variant="outline" onClick={timer.start} data-testid="timer-start">
      <LuPlay /> {t('time.startTimer')}
    </Button>
  );
};
