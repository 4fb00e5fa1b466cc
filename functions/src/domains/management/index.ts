import { createDomainHandler } from '../../runtime/domain-handler';

/** Reference data and settings: one module per route, loaded on first call. */
export const handler = createDomainHandler({
  'management.caseTypeOptions': () => import('./case-type-options'),
  'management.caseStatusOptions': () => import('./case-status-options'),
  'management.courtOptions': () => import('./court-options'),
  'management.firstInstanceOptions': () => import('./first-instance-options'),
  'management.deadlineTypeOptions': () => import('./deadline-type-options'),
  'management.expenseTypeOptions': () => import('./expense-type-options'),
  'management.expenseTypes': () => import('./expense-types'),
  'management.createExpenseType': () => import('./create-expense-type'),
  'management.updateExpenseType': () => import('./update-expense-type'),
  'management.deleteExpenseType': () => import('./delete-expense-type'),
  'management.listCaseTypes': () => import('./list-case-types'),
  'management.createCaseType': () => import('./create-case-type'),
  'management.updateCaseType': () => import('./update-case-type'),
  'management.deleteCaseTypeLegacy': () => import('./delete-case-type-legacy'),
  'management.createCaseTypeApi': () => import('./create-case-type-api'),
  'management.updateCaseTypeApi': () => import('./update-case-type-api'),
  'management.deleteCaseType': () => import('./delete-case-type'),
  'management.listDeadlineTypes': () => import('./list-deadline-types'),
  'management.createDeadlineType': () => import('./create-deadline-type'),
  'management.updateDeadlineType': () => import('./update-deadline-type'),
  'management.deleteDeadlineType': () => import('./delete-deadline-type'),
  'management.listClosureDays': () => import('./list-closure-days'),
  'management.addClosureDay': () => import('./add-closure-day'),
  'management.deleteClosureDay': () => import('./delete-closure-day'),
});
