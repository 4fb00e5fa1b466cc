import { defineHandler } from '../../runtime/define-handler';
import { createType, scopeOf } from './reference-types';

export const handler = defineHandler('management.createCaseType', ({ body }, context) => createType('caseType', body, scopeOf(context)));
