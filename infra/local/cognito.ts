import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * cognito-local, in this process. Its own `createDefaultServer` keeps its data in `./.cognito`
 * of the working directory and its issuer on port 9229 (the Node inspector's), so this module
 * wires the same services itself: data under `<dir>`, the HTTP server on 127.0.0.1, and the
 * token issuer `http://127.0.0.1:<port>` set once the port is known (the token generator reads
 * the TokenConfig object at signing time). No Lambda triggers are configured, so the Lambda and
 * KMS clients cognito-local would build (aws-sdk v2) are left out. It lacks one call the functions
 * make, AdminUserGlobalSignOut (sign-out everywhere), served here as Cognito does: every refresh
 * token of the user stops working.
 */
const load = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));

type Ctor = new (...args: unknown[]) => unknown;
type CognitoLocalModules = {
  services: { DateClock: Ctor; TriggersService: Ctor; LambdaService: Ctor; MessagesService: Ctor; UserPoolServiceFactoryImpl?: Ctor };
  cognitoService: { CognitoServiceFactoryImpl: Ctor };
  userPoolService: { UserPoolServiceFactoryImpl: Ctor };
  stormDb: { StormDBDataStoreFactory: Ctor };
  messageDelivery: { MessageDeliveryService: Ctor };
  consoleSender: { ConsoleMessageSender: Ctor };
  otp: { otp: () => string };
  tokenGenerator: { JwtTokenGenerator: Ctor };
  router: { Router: (services: unknown) => (target: string) => Route };
  server: {
    createServer: (
      router: unknown,
      logger: unknown,
      options: unknown,
      services: unknown,
    ) => { application: Parameters<typeof createServer>[1] };
  };
  pino: (options: { level: string }) => unknown;
  errors: { UserNotFoundError: new () => Error };
};

const modules = (): CognitoLocalModules => ({
  services: load('./lib/services/index.js'),
  cognitoService: load('./lib/services/cognitoService.js'),
  userPoolService: load('./lib/services/userPoolService.js'),
  stormDb: load('./lib/services/dataStore/stormDb.js'),
  messageDelivery: load('./lib/services/messageDelivery/messageDelivery.js'),
  consoleSender: load('./lib/services/messageDelivery/consoleMessageSender.js'),
  otp: load('./lib/services/otp.js'),
  tokenGenerator: load('./lib/services/tokenGenerator.js'),
  router: load('./lib/server/Router.js'),
  server: load('./lib/server/server.js'),
  pino: load('pino'),
  errors: load('./lib/errors.js'),
});

// Where cognito-local 5.3 falls short of Cognito: global sign-out and two-factor sign-in.
type LocalUser = {
  Username: string;
  RefreshTokens?: string[];
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
  SoftwareTokenMfaConfiguration?: { Verified?: boolean };
};
type LocalPool = {
  getUserByUsername: (ctx: unknown, username: string) => Promise<LocalUser | null>;
  saveUser: (ctx: unknown, user: LocalUser) => Promise<void>;
  storeRefreshToken: (ctx: unknown, token: string, user: LocalUser) => Promise<void>;
};
type LocalServices = {
  cognito: {
    getUserPool: (ctx: unknown, id: string) => Promise<LocalPool>;
    getUserPoolForClientId: (ctx: unknown, id: string) => Promise<LocalPool>;
  };
};
type Route = (ctx: unknown, req: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * cognito-local's router with what it lacks, on the emulator's own user store:
 * - AdminUserGlobalSignOut: the user's refresh tokens are forgotten;
 * - AdminSetUserMFAPreference (the recovery-code sign-in turns the software token off and on again);
 * - RespondToAuthChallenge keeps the refresh token it issues (Cognito does: a session begun with a
 *   code renews like any other).
 */
const withEmulatorGaps =
  (router: (target: string) => Route, services: LocalServices, errors: CognitoLocalModules['errors']) =>
  (target: string): Route => {
    const userOf = async (ctx: unknown, req: Record<string, unknown>) => {
      const pool = await services.cognito.getUserPool(ctx, String(req.UserPoolId));
      const user = await pool.getUserByUsername(ctx, String(req.Username));
      if (!user) throw new errors.UserNotFoundError();
      return { pool, user };
    };
    if (target === 'AdminUserGlobalSignOut') {
      return async (ctx, req) => {
        const { pool, user } = await userOf(ctx, req);
        await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
        return {};
      };
    }
    if (target === 'AdminSetUserMFAPreference') {
      return async (ctx, req) => {
        const { pool, user } = await userOf(ctx, req);
        const settings = req.SoftwareTokenMfaSettings as { Enabled?: boolean } | undefined;
        const methods = new Set(user.UserMFASettingList ?? []);
        if (settings?.Enabled && user.SoftwareTokenMfaConfiguration?.Verified) methods.add('SOFTWARE_TOKEN_MFA');
        if (settings && !settings.Enabled) methods.delete('SOFTWARE_TOKEN_MFA');
        const on = methods.has('SOFTWARE_TOKEN_MFA');
        await pool.saveUser(ctx, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: on ? 'SOFTWARE_TOKEN_MFA' : undefined });
        return {};
      };
    }
    const route = router(target);
    if (target !== 'RespondToAuthChallenge') return route;
    return async (ctx, req) => {
      const answer = await route(ctx, req);
      const refreshToken = (answer.AuthenticationResult as { RefreshToken?: string } | undefined)?.RefreshToken;
      const username = (req.ChallengeResponses as { USERNAME?: string } | undefined)?.USERNAME;
      if (refreshToken && username) {
        const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
        const user = await pool.getUserByUsername(ctx, username);
        if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
      }
      return answer;
    };
  };

export type CognitoEmulator = { port: number; endpoint: string; issuerDomain: string; stop: () => Promise<void> };

export const startCognito = async (options: { dir: string; port: number; verbose: boolean }): Promise<CognitoEmulator> => {
  const m = modules();
  const logger = m.pino({ level: options.verbose ? 'info' : 'silent' });
  const ctx = { logger };
  const dataDirectory = join(options.dir, 'db');
  const tokenConfig = { IssuerDomain: 'http://127.0.0.1' };
  const config = {
    LambdaClient: { region: 'local' },
    TriggerFunctions: {},
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: tokenConfig,
    KMSConfig: { region: 'local' },
    ServerConfig: { port: options.port, hostname: '127.0.0.1', development: false, https: false },
  };
  const clock = new m.services.DateClock();
  const dataStoreFactory = new m.stormDb.StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new m.cognitoService.CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new m.userPoolService.UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ) as { create: (ctx: unknown, defaults: unknown) => Promise<unknown> };
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new m.services.TriggersService(clock, cognito, new m.services.LambdaService({}, {}), {});
  const services = {
    clock,
    cognito,
    config,
    messages: new m.services.MessagesService(
      triggers,
      new m.messageDelivery.MessageDeliveryService(new m.consoleSender.ConsoleMessageSender()),
    ),
    otp: m.otp.otp,
    tokenGenerator: new m.tokenGenerator.JwtTokenGenerator(clock, triggers, tokenConfig),
    triggers,
  };
  const { application } = m.server.createServer(
    withEmulatorGaps(m.router.Router(services), services as unknown as LocalServices, m.errors),
    logger,
    config.ServerConfig,
    services,
  );
  const server: Server = createServer(application);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  tokenConfig.IssuerDomain = `http://127.0.0.1:${port}`;
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    issuerDomain: tokenConfig.IssuerDomain,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
