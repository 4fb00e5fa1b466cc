import { ApiError, NoResponseError, SessionExpiredError } from './api-client';
import { i18n } from './i18n';
import { toaster } from './toaster';

/** The person-facing text of any failure, in the current language. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NoResponseError) return i18n.t('errors.noResponse');
  if (error instanceof SessionExpiredError) return i18n.t('errors.sessionExpired');
  return i18n.t('api:internal_error');
};

/** The one place that turns failures into toasts. */
export const notifyError = (error: unknown) => {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (import.meta.env.DEV) console.error(error);
  toaster.create({ type: 'error', title: errorMessage(error), closable: true });
};

export const notifySuccess = (title: string) => {
  toaster.create({ type: 'success', title, closable: true });
};
