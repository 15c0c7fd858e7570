import { describe, expect, it } from 'vitest';
import {
  findTextIssue,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  TOO_DEEP_MESSAGE,
  textProblem,
} from './safe-text';

describe('textProblem', () => {
  it('accepts ordinary text, emoji (paired surrogates) and every other control-free character', () => {
    for (const text of ['', 'Crème brûlée', 'Résumé 👩‍🍳', '日本語', 'tab\tand\nnewline']) {
      expect(textProblem(text)).toBeNull();
    }
  });

  it('refuses the NUL character anywhere', () => {
    expect(textProblem('\u0000')).toBe(NUL_MESSAGE);
    expect(textProblem('Nurse\u0000 manager')).toBe(NUL_MESSAGE);
  });

  it('refuses a lone high or low surrogate, wherever it stands', () => {
    for (const text of ['\uD83D', 'a\uD83Db', '\uDE00', 'x\uDE00', '\uDE00\uD83D']) {
      expect(textProblem(text)).toBe(SURROGATE_MESSAGE);
    }
  });
});

describe('findTextIssue', () => {
  it('names the dotted path of the first bad string, in arrays and nested objects', () => {
    expect(findTextIssue({ roles: [{ title: 'ok' }, { title: 'bad\u0000' }] })).toEqual({
      path: 'roles.1.title',
      message: NUL_MESSAGE,
    });
  });

  it('checks keys as well as values, and names a bare string as the body', () => {
    expect(findTextIssue({ 'k\uD800': 1 })).toEqual({
      path: 'k\uD800',
      message: SURROGATE_MESSAGE,
    });
    expect(findTextIssue('\u0000')).toEqual({ path: 'body', message: NUL_MESSAGE });
    expect(findTextIssue('\u0000', 'query')).toEqual({ path: 'query', message: NUL_MESSAGE });
  });

  it('finds nothing in clean values, numbers and nulls', () => {
    expect(findTextIssue({ a: 1, b: null, c: [true, 'fine'] })).toBeNull();
  });

  it('refuses nesting deeper than its limit, without recursing', () => {
    let deep: unknown = 'fine';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextIssue(deep)?.message).toBe(TOO_DEEP_MESSAGE);
    let ok: unknown = 'fine';
    for (let i = 0; i < 20; i++) ok = { d: ok };
    expect(findTextIssue(ok)).toBeNull();
  });
});
