import { defineHandler } from '../../../runtime/define-handler';
import { currentUser, profileOf } from '../profile';

export const handler = defineHandler('account.me', async (_input, { caller }) => profileOf(await currentUser(caller), caller));
