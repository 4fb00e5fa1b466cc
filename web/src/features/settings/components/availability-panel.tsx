import { Button, Field, HStack, IconButton, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Language } from '@mizan/shared/roles';
import { AVAILABILITY_DURATIONS } from '@mizan/shared/schemas/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormAlert } from '../../../components/form-alert';
import { ReadFailure, ReadLoading, readStatus } from '../../../components/read-status';
import { TextField } from '../../../components/text-field';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCreateAvailability } from '../api/create-availability';
import { useDeleteAvailability } from '../api/delete-availability';
import { useAvailabilities } from '../api/list-availabilities';
import { localeOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

type Window = { idJour: number; heureDebut: string; heureFin: string };

/** 1 = Monday … 7 = Sunday, named in the language. */
const weekday = (idJour: number, language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, idJour)));
const plusMinutes = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
const overlaps = (a: Window, b: Window) => a.idJour === b.idJour && a.heureDebut < b.heureFin && b.heureDebut < a.heureFin;

/**
 * Settings → Availabilities (specification 2.20, 5): the caller's weekly windows. Choose a day, a
 * start and a duration (15 to 120 minutes, 15 by default); Add puts the window in the list, Save
 * posts each new one. The list reads 'day: start-end'; a saved window is removed with its icon.
 */
export const AvailabilityPanel = () => {
  const { t } = useTranslation(['calendar', 'api']);
  const language = currentLanguage();
  const userId = useSession()?.userId ?? null;
  const saved = useAvailabilities(userId);
  const create = useCreateAvailability();
  const remove = useDeleteAvailability();
  const [form, setForm] = useState({ idJour: '', heureDebut: '', duree: '15' });
  const [pending, setPending] = useState<Window[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const existing: Window[] = (saved.data ?? []).map((w) => ({
    idJour: w.idJour,
    heureDebut: w.heureDebut.slice(0, 5),
    heureFin: w.heureFin.slice(0, 5),
  }));
  const label = (w: Window) => `${weekday(w.idJour, language)}: ${w.heureDebut}-${w.heureFin}`;
  // 'Aucune disponibilité ajoutée' only once the saved windows are known.
  const savedStatus = readStatus(saved);

  const handleAdd = () => {
    setFailure(null);
    if (!form.idJour || !form.heureDebut || !form.duree) return setFailure(t('availability.fillAll'));
    const window = { idJour: Number(form.idJour), heureDebut: form.heureDebut, heureFin: plusMinutes(form.heureDebut, Number(form.duree)) };
    if (window.heureFin > '24:00' || window.heureFin < window.heureDebut) return setFailure(t('api:availability_duration'));
    if ([...existing, ...pending].some((w) => overlaps(w, window))) return setFailure(t('api:availability_overlap'));
    setPending([...pending, window]);
  };

  const handleSave = async () => {
    setFailure(null);
    const left: Window[] = [];
    for (const window of pending) {
      try {
        await create.trigger({ body: { idJour: window.idJour, heureDebut: `${window.heureDebut}:01`, heureFin: `${window.heureFin}:00` } });
      } catch (error) {
        left.push(window);
        setFailure(`${label(window)} — ${errorMessage(error)}`);
      }
    }
    setPending(left);
    await saved.mutate();
    if (!left.length) notifySuccess(t('availability.saved'));
  };

  const handleDelete = async (id: string) => {
    try {
      await remove.trigger({ params: { id } });
      await saved.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4" data-testid="panel-availabilities" maxWidth="2xl">
      <FormAlert message={failure} />
      <HStack align="end" flexWrap="wrap" gap="3">
        <Field.Root id="availability-day" width="auto" required>
          <Field.Label>
            {t('availability.day')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="md" width="44">
            <NativeSelect.Field name="availability-day" value={form.idJour} onChange={(e) => setForm({ ...form, idJour: e.target.value })}>
              <option value="">{t('availability.chooseDay')}</option>
              {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                <option key={day} value={day}>
                  {weekday(day, language)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <TextField
          name="availability-start"
          type="time"
          label={t('availability.start')}
          required
          width="36"
          value={form.heureDebut}
          onChange={(e) => setForm({ ...form, heureDebut: e.target.value })}
        />
        <Field.Root id="availability-duration" width="auto" required>
          <Field.Label>
            {t('availability.duration')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="md" width="32">
            <NativeSelect.Field
              name="availability-duration"
              value={form.duree}
              onChange={(e) => setForm({ ...form, duree: e.target.value })}
            >
              {AVAILABILITY_DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('availability.minutes', { count: minutes })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button variant="outline" onClick={handleAdd} data-testid="availability-add">
          <LuPlus /> {t('availability.add')}
        </Button>
      </HStack>
      {savedStatus === 'loading' && !pending.length ? (
        <ReadLoading />
      ) : savedStatus === 'failed' && !pending.length ? (
        <ReadFailure error={saved.error} />
      ) : existing.length === 0 && pending.length === 0 ? (
        <Text color="fg.muted">{t('availability.empty')}</Text>
      ) : (
        <List.Root gap="1" data-testid="availability-list">
          {(saved.data ?? []).map((w) => (
            <List.Item key={w.id} display="flex" alignItems="center" gap="2">
              <Text>{label({ idJour: w.idJour, heureDebut: w.heureDebut.slice(0, 5), heureFin: w.heureFin.slice(0, 5) })}</Text>
              <IconButton aria-label={t('availability.remove')} size="xs" variant="ghost" onClick={() => void handleDelete(w.id)}>
                <LuTrash2 />
              </IconButton>
            </List.Item>
          ))}
          {pending.map((w) => (
            <List.Item key={`new-${w.idJour}-${w.heureDebut}`} display="flex" alignItems="center" gap="2">
              <Text>
                {label(w)}{' '}
                <Text as="span" color="fg.muted">
                  ({t('availability.unsaved')})
                </Text>
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Button
        colorPalette="teal"
        alignSelf="start"
        disabled={!pending.length}
        loading={create.isMutating}
        onClick={() => void handleSave()}
        data-testid="availability-save"
      >
        {t('availability.save')}
      </Button>
    </Stack>
  );
};
