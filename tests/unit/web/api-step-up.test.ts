import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, compileStepUpRules, configureApiClient, isStepUpAnswer, setStepUpHandler } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const rules = compileStepUpRules(appManifest.api.stepUp);
const VALIDATE = '/api/payment-order-service/client-api/v2/payment-orders/validate';
const PROFILE = '/api/profile-manager/client-api/v1/address/verify';
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions?from=0';
const OTHER = '/api/cards/client-api/v2/cards/42/pin';
const withMessage = (message: string) => ({ errors: [{ path: '', message }] });

describe('step-up routing rules (from app.json api.stepUp)', () => {
  it.each([
    ['307 anywhere', 307, OTHER, undefined, true],
    ['301 anywhere', 301, OTHER, undefined, true],
    ['400 validate URL, message with Denied', 400, VALIDATE, withMessage('Transaction Denied by risk engine'), true],
    ['400 validate URL, message with Challenging', 400, `${VALIDATE}?x=1`, { message: 'Challenging the user' }, true],
    ['400 validate URL, other message', 400, VALIDATE, withMessage('Amount is required'), false],
    ['400 validate URL, no body', 400, VALIDATE, undefined, false],
    ['400 validate URL, marker in the wrong case', 400, VALIDATE, withMessage('denied'), false],
    ['400 flagged profile URL, any message', 400, PROFILE, withMessage('Bad address'), true],
    ['400 flagged transaction URL, no body', 400, TRANSACTIONS, undefined, true],
    ['400 other URL, even with Denied', 400, OTHER, withMessage('Denied'), false],
    ['403 flagged URL', 403, PROFILE, withMessage('Denied'), false],
    ['500 validate URL with Denied', 500, VALIDATE, withMessage('Denied'), false],
    ['a URL that only contains "validate" in a word', 400, '/api/x/validated-things', withMessage('Denied'), false],
  ])('%s → %s', (_name, status, url, body, expected) => {
    expect(isStepUpAnswer({ status, url, body }, rules)).toBe(expected);
  });

  it('refuses a pattern that is not a regular expression, naming it', () => {
    expect(() => compileStepUpRules({ ...appManifest.api.stepUp, flaggedUrlPatterns: ['(unclosed'] })).toThrow(/\(unclosed/);
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch hands step-up answers to the handler before throwing', () => {
  let order: string[];
  beforeEach(() => {
    order = [];
    configureApiClient({ stepUp: appManifest.api.stepUp });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === VALIDATE) return json(400, withMessage('Denied: verification needed'));
        if (url === OTHER) return json(400, withMessage('Denied'));
        return json(307, { status: 'CHALLENGE', event: 'HR', state: 'x' });
      }),
    );
  });
  afterEach(() => {
    configureApiClient({});
    vi.unstubAllGlobals();
  });

  it('waits for the handler, then throws an ApiError marked as step-up', async () => {
    const handler = vi.fn(async () => {
      await Promise.resolve();
      order.push('handler');
    });
    const remove = setStepUpHandler(handler);
    const error = await apiFetch(VALIDATE, { method: 'POST', body: {} }).catch((caught: unknown) => {
      order.push('thrown');
      return caught;
    });
    remove();
    expect(order).toEqual(['handler', 'thrown']);
    expect(handler).toHaveBeenCalledWith({ status: 400, url: VALIDATE, method: 'POST', body: withMessage('Denied: verification needed'), retry: true });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).stepUp).toBe(true);
    expect((error as ApiError).status).toBe(400);
  });

  it('passes a 307 with its body, and leaves ordinary 400s alone', async () => {
    const handler = vi.fn();
    const remove = setStepUpHandler(handler);
    await apiFetch('/api/payment-order-service/client-api/v2/payment-orders').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ status: 307, body: { status: 'CHALLENGE' } });
    const plain = (await apiFetch(OTHER).catch((caught: unknown) => caught)) as ApiError;
    remove();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(plain.stepUp).toBe(false);
  });

  it('still throws the original error when the handler fails, and a removed handler hears nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = setStepUpHandler(() => {
      throw new Error('modal broke');
    });
    const error = (await apiFetch(VALIDATE).catch((caught: unknown) => caught)) as ApiError;
    remove();
    expect(error.status).toBe(400);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
    const late = vi.fn();
    setStepUpHandler(late)();
    await apiFetch(VALIDATE).catch(() => undefined);
    expect(late).not.toHaveBeenCalled();
  });

  it('treats nothing as step-up when no rules are configured', async () => {
    configureApiClient({});
    const handler = vi.fn();
    const remove = setStepUpHandler(handler);
    const error = (await apiFetch(VALIDATE).catch((caught: unknown) => caught)) as ApiError;
    remove();
    expect(handler).not.toHaveBeenCalled();
    expect(error.stepUp).toBe(false);
  });
});
