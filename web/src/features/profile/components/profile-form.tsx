import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LANGUAGES, isLanguage } from '@mizan/shared/roles';
import { updateProfileBody } from '@mizan/shared/schemas/account';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { LANGUAGE_NAMES, currentLanguage } from '../../../lib/i18n';
import { formFailure, notifySuccess } from '../../../lib/notify';
import { getSession, storeSession } from '../../../lib/session';
import { ruleKeys, validationCode } from '../../../lib/validation';
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
  const { trigger, isMutating } = useUpdateProfile();
  const [values, setValues] = useState<Values>({
    nom: profile.nom,
    prenom: profile.prenom,
    phone: profile.phone ?? '',
    language: isLanguage(profile.language) ? profile.language : currentLanguage(),
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const codes = checkAll(values);

  const errorOf = (name: FieldName) => serverErrors[name] ?? (submitted && codes[name] ? t(ruleKeys(codes[name])) : undefined);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const name = event.target.name as FieldName;
    setValues((previous) => ({ ...previous, [name]: event.target.value }));
    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = updateProfileBody.safeParse(values);
    if (!parsed.success) return;
    try {
      const saved = await trigger({ body: parsed.data });
      const session = getSession();
      if (session) storeSession({ ...session, userFullName: `${saved.prenom} ${saved.nom}`.trim() });
      onSaved(saved);
      if (parsed.data.language && parsed.data.language !== currentLanguage()) await i18n.changeLanguage(parsed.data.language);
      // In the language just chosen.
      notifySuccess(i18n.t('saved', { ns: 'profile' }));
    } catch (error) {
      const { byField, failure } = formFailure(error, values);
      setServerErrors(byField);
      setFailure(failure);
    }
  };

  return (
    <Stack asChild gap="4" maxWidth="lg">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-details-title" data-testid="profile-form">
        <Heading as="h2" size="md" id="profile-details-title">
          {t('details')}
        </Heading>
        <FormAlert message={failure} />
        <Text data-testid="profile-email">
          {t('email')} : {profile.email}
        </Text>
        <Text data-testid="profile-firm">
          {t('firm')} : {profile.structure}
        </Text>
        {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
          <TextField
            key={name}
            name={name}
            type={type}
            autoComplete={autoComplete}
            label={t(name)}
            value={values[name]}
            onChange={handleChange}
            error={errorOf(name)}
            required
          />
        ))}
        <SelectField
          name="language"
          label={t('language')}
          value={values.language}
          onChange={handleChange}
          options={LANGUAGE_OPTIONS}
          error={errorOf('language')}
        />
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={isMutating} data-testid="profile-save">
          {t('save')}
        </Button>
      </form>
    </Stack>
  );
};
