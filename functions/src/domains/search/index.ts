import { createDomainHandler } from '../../runtime/domain-handler';

/** No route of this domain is implemented yet: each answers 501 with the error envelope. */
export const handler = createDomainHandler({});
