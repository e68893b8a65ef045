import { validateEmail, validateOptionalEmail, validateRequired } from '@/lib/validation';

type Rule = (value: string) => string | null;
/** A form names a fieldset's fields its own way (`coordinatorFirstName`); the default is the fieldset's key. */
export type FieldNames<Key extends string> = Partial<Record<Key, string>>;

const noRule: Rule = () => null;
const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;

export function validateOptionalPhone(value: string): string | null {
  return value.trim() === '' || PHONE_PATTERN.test(value.trim()) ? null : 'fields.errors.invalid_phone';
}

function named<Key extends string>(
  rules: Partial<Record<Key, Rule>>,
  names: FieldNames<Key> = {},
): Record<string, Rule> {
  return Object.fromEntries(
    Object.entries<Rule | undefined>(rules).map(([key, rule]) => [names[key as Key] ?? key, rule ?? noRule]),
  );
}

/** The rules of `PersonFieldset`, under the form's names. */
export function personRules({ required = true, names }: { required?: boolean; names?: FieldNames<PersonKey> } = {}) {
  const rule = required ? validateRequired : noRule;
  return named<PersonKey>({ firstName: rule, lastName: rule }, names);
}

/** The rules of `ContactFieldset`: a valid e-mail (required or not) and a phone number that looks like one. */
export function contactRules({
  emailRequired = false,
  names,
}: { emailRequired?: boolean; names?: FieldNames<ContactKey> } = {}) {
  return named<ContactKey>(
    { email: emailRequired ? validateEmail : validateOptionalEmail, phone: validateOptionalPhone },
    names,
  );
}

/** The rules of `AddressFieldset`; a country-specific postal code check is the form's own. */
export function addressRules({
  postalCodeRequired = false,
  names,
}: { postalCodeRequired?: boolean; names?: FieldNames<AddressKey> } = {}) {
  return named<AddressKey>({ postalCode: postalCodeRequired ? validateRequired : noRule }, names);
}

export type PersonKey = 'firstName' | 'lastName';
export type ContactKey = 'email' | 'phone';
export type AddressKey = 'street' | 'city' | 'postalCode';
