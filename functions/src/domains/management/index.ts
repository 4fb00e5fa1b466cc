import { createDomainHandler } from '../../runtime/domain-handler';

/** Reference data and settings: one module per route, loaded on first call. */
export const handler = createDomainHandler({
  'management.dossierTypeOptions': () => import('./dossier-type-options'),
  'management.dossierStatusOptions': () => import('./dossier-status-options'),
  'management.courtOptions': () => import('./court-options'),
  'management.firstInstanceOptions': () => import('./first-instance-options'),
  'management.deadlineTypeOptions': () => import('./deadline-type-options'),
  'management.expenseTypeOptions': () => import('./expense-type-options'),
  'management.expenseTypes': () => import('./expense-types'),
  'management.createExpenseType': () => import('./create-expense-type'),
  'management.updateExpenseType': () => import('./update-expense-type'),
  'management.deleteExpenseType': () => import('./delete-expense-type'),
  'management.listDossierTypes': () => import('./list-dossier-types'),
  'management.createDossierType': () => import('./create-dossier-type'),
  'management.updateDossierType': () => import('./update-dossier-type'),
  'management.deleteDossierTypeLegacy': () => import('./delete-dossier-type-legacy'),
  'management.createDossierTypeApi': () => import('./create-dossier-type-api'),
  'management.updateDossierTypeApi': () => import('./update-dossier-type-api'),
  'management.deleteDossierType': () => import('./delete-dossier-type'),
  'management.listDeadlineTypes': () => import('./list-deadline-types'),
  'management.createDeadlineType': () => import('./create-deadline-type'),
  'management.updateDeadlineType': () => import('./update-deadline-type'),
  'management.deleteDeadlineType': () => import('./delete-deadline-type'),
  'management.listClosureDays': () => import('./list-closure-days'),
  'management.addClosureDay': () => import('./add-closure-day'),
  'management.deleteClosureDay': () => import('./delete-closure-day'),
});
