import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/errors.ts';
import { createResource, resourceFamily } from '../../src/stores/resource.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createResource', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads when first used: loading, then the data', async () => {
    const load = vi.fn(async () => 42);
    const $answer = createResource(load);
    expect(load).not.toHaveBeenCalled();
    const stop = $answer.listen(() => {});
    expect($answer.get()).toEqual({ status: 'loading' });
    await settle();
    expect($answer.get()).toEqual({ status: 'ready', data: 42 });
    stop();
  });

  it("shows the failure's text, or the text the page chose", async () => {
    const error = new ApiError('Not allowed', { kind: 'provider' });
    const plain = createResource(async () => Promise.reject(error));
    const chosen = createResource(async () => Promise.reject(error), {
      failureText: () => 'Failed to load invoice',
    });
    const stops = [plain.listen(() => {}), chosen.listen(() => {})];
    await settle();
    expect(plain.get()).toEqual({ status: 'error', message: 'Not allowed' });
    expect(chosen.get()).toEqual({ status: 'error', message: 'Failed to load invoice' });
    stops.forEach((stop) => stop());
  });

  it('aborts and drops a late answer once no island uses it; loads again when used again', async () => {
    const signals: AbortSignal[] = [];
    const answers: ((value: string) => void)[] = [];
    const $answer = createResource(
      (signal) =>
        new Promise<string>((resolve) => {
          signals.push(signal);
          answers.push(resolve);
        }),
    );
    const stop = $answer.listen(() => {});
    stop();
    await vi.advanceTimersByTimeAsync(1100);
    expect(signals[0]?.aborted).toBe(true);
    const again = $answer.listen(() => {});
    answers[0]?.('late');
    answers[1]?.('fresh');
    await settle();
    expect($answer.get()).toEqual({ status: 'ready', data: 'fresh' });
    again();
  });
});

describe('resourceFamily', () => {
  it('makes one store per key', () => {
    const family = resourceFamily(async (key: string) => key.toUpperCase());
    expect(family('a')).toBe(family('a'));
    expect(family('a')).not.toBe(family('b'));
  });
});
