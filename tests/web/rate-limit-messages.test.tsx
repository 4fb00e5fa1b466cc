import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@mizan/shared/messages';
import { LoginForm } from '../../web/src/features/account/components/login-form';
import { loginErrorKey, recoveryErrorKey, registerErrorKey } from '../../web/src/features/account/utils/error-keys';
import { ApiError } from '../../web/src/lib/api-client';
import { jsonResponse, renderPage } from './render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const tooMany = () => new ApiError(429, 'too_many_requests', 'server words');

describe('the edge’s rate limit on the public forms', () => {
  it('says so on sign-in, registration and password recovery', () => {
    for (const key of [loginErrorKey, registerErrorKey, recoveryErrorKey]) expect(key(tooMany())).toBe('api:rate_limited');
    // A 401 at sign-in is a wrong email or password, said so plainly; the first-password form asks for no email.
    expect(loginErrorKey(new ApiError(401, 'unauthorized', 'x'))).toBe('api:credentials_invalid');
    expect(loginErrorKey(new ApiError(401, 'unauthorized', 'x'), 'api:unauthorized')).toBe('api:unauthorized');
    // An account locked after too many wrong passwords is said as such, not as the address's limit.
    expect(loginErrorKey(new ApiError(429, 'account_locked', 'x'))).toBe('api:account_locked');
  });

  it('shows the message in the reader’s language on the sign-in form', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { statusCode: 429, error: 'too_many_requests', message: MESSAGES.rate_limited.fr }));
    renderPage(<LoginForm />, { path: '/login' });
    const user = userEvent.setup({ delay: null });
    await user.type(document.querySelector<HTMLInputElement>('input[name="username"]')!, 'amina@cabinet.ma');
    await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'Secret#2024');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rate_limited.fr);
  });
});
