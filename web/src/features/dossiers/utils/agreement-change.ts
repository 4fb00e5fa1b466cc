import type { Language } from '@mizan/shared/roles';
import type { TFunction } from 'i18next';
import { formatBasisPoints, formatCentimes } from '../../../lib/format';

type Names = readonly { value: string; label: string }[] | undefined;
type Hourly = { taux?: { idUtilisateur: string; centimes: number }[] };
type Flat = { centimes?: number; echeances?: unknown[] };
type Success = { basisPoints?: number; plancherCentimes?: number };

const money = (centimes: number | undefined, language: Language) => formatCentimes(centimes ?? 0, language);
const percent = (points: number | undefined, language: Language) => formatBasisPoints(points ?? 0, language);

/**
 * A fee agreement's part as its history entry holds it (`convention.horaire`, `.forfait`,
 * `.resultat`: amounts in centimes, the percentage in basis points), worded in the reader's
 * language: the rates with their people, the flat fee and its instalments, the percentage and its floor.
 */
export const agreementPartFormats = (t: TFunction, language: Language, staff: Names) => ({
  'convention.horaire': (value: unknown) =>
    ((value as Hourly).taux ?? [])
      .map((rate) =>
        t('history.agreement.perHour', {
          name: staff?.find((person) => person.value === rate.idUtilisateur)?.label ?? '',
          amount: money(rate.centimes, language),
        }).trim(),
      )
      .join(', ') || t('fields.convention.horaire'),
  'convention.forfait': (value: unknown) => {
    const flat = value as Flat;
    const count = flat.echeances?.length ?? 0;
    return count ? t('history.agreement.instalments', { amount: money(flat.centimes, language), count }) : money(flat.centimes, language);
  },
  'convention.resultat': (value: unknown) => {
    const success = value as Success;
    return success.plancherCentimes === undefined
      ? percent(success.basisPoints, language)
      : t('history.agreement.floor', {
          percent: percent(success.basisPoints, language),
          amount: money(success.plancherCentimes, language),
        });
  },
});
