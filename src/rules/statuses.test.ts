import { describe, expect, it } from 'vitest';
import { statusColour } from './statuses.ts';

describe('one status vocabulary', () => {
  it('gives each word its colour wherever it appears', () => {
    expect(statusColour('待支付')).toBe('orange');
    expect(statusColour('已完成')).toBe('green');
    expect(statusColour('审核未通过')).toBe('red');
    expect(statusColour('已停用')).toBe('gray');
  });

  it('shows words outside the vocabulary, even object keys, in grey', () => {
    expect(statusColour('未知状态')).toBe('gray');
    expect(statusColour('constructor')).toBe('gray');
    expect(statusColour('__proto__')).toBe('gray');
  });
});
