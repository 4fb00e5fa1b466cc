import type { Language } from '@mizan/shared/roles';
import type { Mail } from '../../adapters/mailer';
import { render, type Template } from './templates';

/**
 * The owner of an account locked after too many wrong passwords is told once (a day at most), in
 * their language, with the way back in that no one else can use: a password reset, which lifts the
 * lock at once.
 */
export type AccountLockedValues = { recipientName: string; minutes: string; link: string };

const accountLocked: Template<AccountLockedValues> = {
  fr: (v) => ({
    subject: 'Votre compte Mizan est bloqué après plusieurs mots de passe erronés',
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      `Après 5 tentatives de connexion avec un mot de passe erroné, votre compte est bloqué pendant ${v.minutes} minutes.`,
      'Si c’était vous, patientez ou réinitialisez votre mot de passe dès maintenant : la réinitialisation débloque le compte.',
      'Si ce n’était pas vous, réinitialisez votre mot de passe. L’administrateur de votre cabinet voit ces tentatives dans le journal d’activité.',
    ],
    action: 'Réinitialiser mon mot de passe',
    footer: 'Vous ne recevez pas plus d’un tel avis par jour.',
  }),
  ar: (v) => ({
    subject: 'تم قفل حسابك على ميزان بعد عدة محاولات بكلمة مرور خاطئة',
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [
      `بعد 5 محاولات لتسجيل الدخول بكلمة مرور خاطئة، تم قفل حسابك لمدة ${v.minutes} دقيقة.`,
      'إذا كنت أنت، فانتظر أو أعد تعيين كلمة المرور الآن: إعادة التعيين تفتح الحساب.',
      'إذا لم تكن أنت، فأعد تعيين كلمة المرور. يرى مسؤول مكتبك هذه المحاولات في سجل النشاط.',
    ],
    action: 'إعادة تعيين كلمة المرور',
    footer: 'لا تتلقى أكثر من إشعار واحد من هذا النوع في اليوم.',
  }),
  en: (v) => ({
    subject: 'Your Mizan account is locked after several wrong passwords',
    greeting: `Hello ${v.recipientName},`,
    body: [
      `After 5 sign-in attempts with a wrong password, your account is locked for ${v.minutes} minutes.`,
      'If it was you, wait or reset your password now: a reset unlocks the account.',
      "If it was not you, reset your password. Your firm's administrator sees these attempts in the activity log.",
    ],
    action: 'Reset my password',
    footer: 'You get at most one such notice a day.',
  }),
};

export const accountLockedEmail = (to: string, language: Language, values: AccountLockedValues): Mail =>
  render(accountLocked, language, to, values);
