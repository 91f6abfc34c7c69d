import { describe, expect, it } from 'vitest';
import { isStopReply } from '../../src/domain/rules/stop-reply';

describe("a customer's reply that unsubscribes from campaigns", () => {
  it.each([
    ['STOP', true],
    ['stop', true],
    [' Baja. ', true],
    ['BAJA!', true],
    ['bája', true],
    ['Stop please', false],
    ['Gracias', false],
    ['', false],
  ])('%j → %s', (text, stop) => {
    expect(isStopReply(text)).toBe(stop);
  });
});
