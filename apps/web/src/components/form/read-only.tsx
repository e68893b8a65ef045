import { Fieldset, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

const ReadOnlyContext = createContext(false);

/** True inside a form shown to someone who may not change it: its fields then render as text. */
export function useFormReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/**
 * The body of a form. Read-only, every field of this folder (`text-field.tsx`…) inside it shows its value as text at full
 * contrast (no input, no hint) and `FormActions` disappears; the fieldset stays disabled for custom fields.
 */
export function FormBody({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <Fieldset disabled={readOnly} variant="unstyled" p={0} m={0}>
        {children}
      </Fieldset>
    </ReadOnlyContext.Provider>
  );
}

/** One label and its value, as a definition list; an empty value reads "Non renseigné". */
export function ReadOnlyValue({ label, children }: { label: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack component="dl" gap={2} m={0}>
      <Text component="dt" fz="sm">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={500}
        c={empty ? 'dimmed' : undefined}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {empty ? t('fields.not_set') : children}
      </Text>
    </Stack>
  );
}
