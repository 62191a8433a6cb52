import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
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

  it('loads once: an island using it again later asks nothing again', async () => {
    const load = vi.fn(async () => 'once');
    const $answer = createResource(load);
    const stop = $answer.listen(() => {});
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(1100); // nanostores unmounts after 1 s
    const again = $answer.listen(() => {});
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect($answer.get()).toEqual({ status: 'ready', data: 'once' });
    again();
  });

  it('asks nothing until it is needed, then once however often it is needed again', async () => {
    const $needed = atom(false);
    const load = vi.fn(async () => 'places');
    const $answer = createResource(load, { needed: $needed });
    const stop = $answer.listen(() => {});
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect($answer.get()).toEqual({ status: 'loading' });
    $needed.set(true);
    await settle();
    $needed.set(false);
    $needed.set(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect($answer.get()).toEqual({ status: 'ready', data: 'places' });
    stop();
  });

  it('calls at once when it is needed from the start', async () => {
    const load = vi.fn(async () => 'places');
    const $answer = createResource(load, { needed: atom(true) });
    const stop = $answer.listen(() => {});
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect($answer.get()).toEqual({ status: 'ready', data: 'places' });
    stop();
  });
});

describe('resourceFamily', () => {
  it('makes one store per key', () => {
    const family = resourceFamily(async (key: string) => key.toUpperCase());
    expect(family('a')).toBe(family('a'));
    expect(family('a')).not.toBe(family('b'));
  });
});
