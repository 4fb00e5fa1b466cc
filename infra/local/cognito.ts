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
  router: { Router: (services: unknown) => (target: string) => Target };
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

type Target = (ctx: unknown, request: Record<string, unknown>) => Promise<unknown>;
type LocalUser = { Username: string; RefreshTokens?: string[] };
type LocalPools = {
  getUserPool: (
    ctx: unknown,
    id: unknown,
  ) => Promise<{
    getUserByUsername: (ctx: unknown, name: unknown) => Promise<LocalUser | null>;
    saveUser: (ctx: unknown, user: LocalUser) => Promise<void>;
  }>;
};

/** cognito-local's router with AdminUserGlobalSignOut added: the user's refresh tokens are forgotten. */
const withGlobalSignOut =
  (router: (target: string) => Target, cognito: unknown, errors: CognitoLocalModules['errors']) =>
  (target: string): Target =>
    target !== 'AdminUserGlobalSignOut'
      ? router(target)
      : async (ctx, request) => {
          const pool = await (cognito as LocalPools).getUserPool(ctx, request.UserPoolId);
          const user = await pool.getUserByUsername(ctx, request.Username);
          if (!user) throw new errors.UserNotFoundError();
          await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
          return {};
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
    withGlobalSignOut(m.router.Router(services), cognito, m.errors),
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
