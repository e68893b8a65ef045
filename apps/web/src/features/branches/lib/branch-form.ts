import { ApiError, getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateRequired } from '@/lib/validation';

export const BRANCH_NAME_MAX_LENGTH = 120;

export interface BranchValues {
  name: string;
  regionId: string | null;
}

export function validateBranchName(value: string): string | null {
  const required = validateRequired(value);
  if (required) return required;
  return value.trim().length > BRANCH_NAME_MAX_LENGTH ? 'branches.errors.name_too_long' : null;
}

export interface BranchFormErrors {
  fields: Partial<Record<keyof BranchValues, string>>;
  /** Shown as a toast when no field carries the error. */
  form: string | null;
}

/** A taken name goes under the name field (the catalogue's "must be unique"); anything else is a toast. */
export function mapBranchError(error: unknown): BranchFormErrors {
  if (hasErrorCode(error, 'branch_name_taken')) return { fields: { name: 'errors.branch_name_taken' }, form: null };
  if (error instanceof ApiError && error.code === 'validation_failed') {
    const paths = error.details.map(({ path }) => path.replace(/^body[./]/, ''));
    if (paths.some((path) => path.startsWith('name'))) return { fields: { name: 'fields.errors.invalid' }, form: null };
    if (paths.some((path) => path.startsWith('regionId')))
      return { fields: { regionId: 'fields.errors.invalid' }, form: null };
  }
  return { fields: {}, form: getErrorMessageKey(error) };
}
