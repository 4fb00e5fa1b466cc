import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/*
 * The SDK's Cognito client and the commands identity.ts and software-token.ts send: they import
 * this module on their first call (identity.ts `loadCognito`), not with a function's entry.
 */

export const client = new CognitoIdentityProviderClient({});

export {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
