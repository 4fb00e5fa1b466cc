import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LANGUAGES, isLanguage } from '@mizan/shared/roles';
import { updateProfileBody } from '@mizan/shared/schemas/account';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { LANGUAGE_NAMES, currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { getSession, storeSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

type Values = { nom: string; prenom: string; phone: string; language: string };
type FieldName = keyof Values;

const TEXT_FIELDS = [
  { name: 'nom', autoComplete: 'family-name', type: 'text' },
  { name: 'prenom', autoComplete: 'given-name', type: 'text' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
] as const satisfies readonly { name: FieldName; autoComplete: string; type: string }[];

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

const checkAll = (values: Values) => {
  const codes: Partial<Record<FieldName, string>> = {};
  for (const name of Object.keys(values) as FieldName[]) codes[name] = validationCode(updateProfileBody.shape[name], values[name]);
  return codes;
};

type ProfileFormProps = {
  profile: Profile;
  /** The saved profile, to refresh what the page shows. */
  onSaved: (profile: Profile) => void;
};

/** One's own names, phone and preferred language; the session's full name follows the save. */
export const ProfileForm = ({ profile, onSaved }: ProfileFormProps) => {
  const { t, i18n } = useTranslation(['profile', 'translation']);
  const { trigger } = useUpdateProfile();
  const form = useForm<Values>(
    {
      nom: profile.nom,
      prenom: profile.prenom,
      phone: profile.phone ?? '',
      language: isLanguage(profile.language) ? profile.language : currentLanguage(),
    },
    { rules: checkAll },
  );

  const handleSubmit = form.submit(async (values) => {
    const body = updateProfileBody.parse(values);
    const saved = await trigger({ body });
    const session = getSession();
    if (session) storeSession({ ...session, userFullName: `${saved.prenom} ${saved.nom}`.trim() });
    onSaved(saved);
    if (body.language && body.language !== currentLanguage()) await i18n.changeLanguage(body.language);
    // In the language just chosen.
    notifySuccess(i18n.t('saved', { ns: 'profile' }));
  });

  return (
    <Stack asChild gap="4" maxWidth="lg">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-details-title" data-testid="profile-form">
        <Heading as="h2" size="md" id="profile-details-title">
          {t('details')}
        </Heading>
        <FormAlert message={form.failure} />
        <Text data-testid="profile-email">
          {t('email')} : {profile.email}
        </Text>
        <Text data-testid="profile-firm">
          {t('firm')} : {profile.structure}
        </Text>
        {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
          <TextField key={name} {...form.field(name)} type={type} autoComplete={autoComplete} label={t(name)} required />
        ))}
        <SelectField {...form.field('language')} label={t('language')} options={LANGUAGE_OPTIONS} />
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={form.saving} data-testid="profile-save">
          {t('save')}
        </Button>
      </form>
    </Stack>
  );
};
