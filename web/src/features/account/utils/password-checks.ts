import { password as passwordRule } from '@mizan/shared/validation';
import { validationCode } from '../../../lib/validation';

const rule = passwordRule();

/** The password policy (every password the system sets) and the confirmation, as message codes. */
export const passwordCodes = (password: string, confirm: string) => ({
  password: validationCode(rule, password),
  confirm: confirm && confirm === password ? undefined : 'confirm_mismatch',
});
