import { openApiDocument } from '@mizan/shared/openapi';
import { routes } from '@mizan/shared/routes';
import { loadOnce } from '../../../adapters/load-once';
import { defineHandler } from '../../../runtime/define-handler';

/**
 * The API's description, generated from the whole route table once per instance, on its first
 * request. Only this module imports every domain's schemas: the other routes of the function load
 * their own domain's table (runtime/domain-handler.ts).
 */
const description = loadOnce(async () => openApiDocument(routes));

export const handler = defineHandler('management.openapi', () => description());
