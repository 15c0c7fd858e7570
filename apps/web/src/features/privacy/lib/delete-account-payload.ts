// The delete-account call's body from the valid form: the password when one is set, else the
// typed DELETE; the free text only with Other, where it is asked for.
import {
  DELETE_ACCOUNT_CONFIRMATION,
  DELETE_ACCOUNT_REASON_OTHER,
  type DeleteAccountForm,
  type DeleteAccountInput,
} from '@talent/contract';

export const emptyDeleteAccountForm = (): DeleteAccountForm => ({
  reasonType: null,
  reasonDescription: '',
  password: '',
  confirmation: '',
});

export function toDeleteAccountInput(
  form: DeleteAccountForm,
  hasSetPassword: boolean,
): DeleteAccountInput {
  if (form.reasonType == null) throw new Error('The form schema requires a reason');
  const description = form.reasonDescription.trim();
  return {
    reasonType: form.reasonType,
    ...(form.reasonType === DELETE_ACCOUNT_REASON_OTHER && description
      ? { reasonDescription: description }
      : {}),
    ...(hasSetPassword
      ? { password: form.password }
      : { confirmation: DELETE_ACCOUNT_CONFIRMATION }),
  };
}
