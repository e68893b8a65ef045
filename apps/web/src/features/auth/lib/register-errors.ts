import { PASSWORD_ERROR_CODES } from '@mobiverte/contracts';
import { ApiError, getErrorMessageKey } from '@/lib/api-error';

export const REGISTER_FIELDS = [
  'inviteCode',
  'organisationName',
  'firstName',
  'lastName',
  'email',
  'password',
  'contactEmail',
  'cityId',
  'regionId',
  'employeesCount',
  'acceptTerms',
  'acceptPrivacy',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterErrors {
  fields: Partial<Record<RegisterField, string>>;
  /** Shown above the form when no field carries the error. */
  form: string | null;
}

const FIELD_BY_CODE: Record<string, [RegisterField, string]> = {
  email_already_exists: ['email', 'errors.email_already_exists'],
  account_already_exists: ['email', 'errors.email_already_exists'],
  invalid_email: ['email', 'errors.invalid_email'],
  ...Object.fromEntries(
    PASSWORD_ERROR_CODES.map((code): [string, [RegisterField, string]] => [code, ['password', `errors.${code}`]]),
  ),
  terms_not_accepted: ['acceptTerms', 'auth.register.errors.accept_terms'],
  invite_code_unknown: ['inviteCode', 'errors.invite_code_unknown'],
};

function isRegisterField(value: string): value is RegisterField {
  return (REGISTER_FIELDS as readonly string[]).includes(value);
}

function keyForInvalidField(field: RegisterField): string {
  if (field === 'email' || field === 'contactEmail') return 'errors.invalid_email';
  if (field === 'password') return 'errors.password_too_short';
  if (field === 'employeesCount') return 'fields.errors.positive_integer';
  if (field === 'acceptTerms') return 'auth.register.errors.accept_terms';
  if (field === 'acceptPrivacy') return 'auth.register.errors.accept_privacy';
  return 'fields.errors.invalid';
}

/** Puts a registration failure next to the field it is about, translated by key. */
export function mapRegisterError(error: unknown): RegisterErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: getErrorMessageKey(error) };
  const byCode = FIELD_BY_CODE[error.code];
  if (byCode) return { fields: { [byCode[0]]: byCode[1] }, form: null };
  if (error.code === 'validation_failed') {
    const fields: RegisterErrors['fields'] = {};
    for (const { path } of error.details) {
      const field = path.replace(/^body[./]/, '').split(/[./[]/)[0] ?? '';
      if (isRegisterField(field) && !fields[field]) fields[field] = keyForInvalidField(field);
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  return { fields: {}, form: getErrorMessageKey(error) };
}
