/**
 * What the bundles give the SDK clients in place of `@aws-sdk/credential-provider-node`, the
 * default credential chain (functions/bundle-options.ts aliases the package to this module).
 *
 * The Lambda runtime hands a function its role's credentials in the environment
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`), which is the chain's first
 * link, so its other links (ini files, SSO, process, web identity, container and instance
 * metadata, with the nested STS, SSO and sign-in clients they bring) never run in a function; but
 * bundled, they cost every function's entry and package (≈ 37 KiB of the entry, ≈ 130 KiB in
 * all). The local stack runs the sources, with the full chain, and sets the same variables.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
