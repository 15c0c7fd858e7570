import { describe, expect, it } from 'vitest';
import { emptyDeleteAccountForm, toDeleteAccountInput } from './delete-account-payload';

describe('the delete-account body', () => {
  it('sends the password, and no typed word, when a password is set', () => {
    expect(
      toDeleteAccountInput(
        { ...emptyDeleteAccountForm(), reasonType: 2, password: 's3cret', confirmation: 'x' },
        true,
      ),
    ).toEqual({ reasonType: 2, password: 's3cret' });
  });

  it('sends DELETE, and no password, when none is set', () => {
    expect(
      toDeleteAccountInput(
        { ...emptyDeleteAccountForm(), reasonType: 4, confirmation: ' DELETE ' },
        false,
      ),
    ).toEqual({ reasonType: 4, confirmation: 'DELETE' });
  });

  it('sends the free text only with Other', () => {
    const form = {
      ...emptyDeleteAccountForm(),
      password: 'p',
      reasonDescription: '  Moving overseas ',
    };
    expect(toDeleteAccountInput({ ...form, reasonType: 8 }, true)).toEqual({
      reasonType: 8,
      reasonDescription: 'Moving overseas',
      password: 'p',
    });
    expect(toDeleteAccountInput({ ...form, reasonType: 1 }, true)).toEqual({
      reasonType: 1,
      password: 'p',
    });
  });
});
