import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import { useApiMutation } from '../../web/src/lib/use-api-mutation';
import { jsonResponse } from './render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

/** A fetch answer the test lets go when it chooses. */
const held = () => {
  let release!: (response: Response) => void;
  fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
  return (response: Response) => release(response);
};

describe('useApiMutation', () => {
  it('is mutating while any of its calls is out, and answers each call its own response', async () => {
    const { result } = renderHook(() => useApiMutation('account.verifyEmail'));
    expect(result.current.isMutating).toBe(false);
    const first = held();
    const second = held();
    let answers!: Promise<unknown[]>;
    act(() => {
      answers = Promise.all([result.current.trigger({ body: { token: 'a' } }), result.current.trigger({ body: { token: 'b' } })]);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(result.current.isMutating).toBe(true);
    await act(async () => first(jsonResponse(200, { message: 'one' })));
    expect(result.current.isMutating).toBe(true);
    await act(async () => second(jsonResponse(200, { message: 'two' })));
    await waitFor(() => expect(result.current.isMutating).toBe(false));
    expect(await answers).toEqual([{ message: 'one' }, { message: 'two' }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/account/verify-email');
  });

  it('throws the API error to the caller and is no longer mutating', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { statusCode: 400, error: 'validation_error', message: 'Lien invalide', details: [] }),
    );
    const { result } = renderHook(() => useApiMutation('account.verifyEmail'));
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger({ body: { token: 'x' } }).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect(result.current.isMutating).toBe(false);
  });
});
