import { Anchor, Group } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { LegalDocument } from './legal-document-modal';

interface LegalAcknowledgementProps<Values> {
  document: LegalDocument;
  control: Pick<UseFormReturnType<Values>, 'getInputProps' | 'key'>;
  name: LooseKeys<Values>;
  /** Opens the document, e.g. in `LegalDocumentModal`. */
  onRead: (document: LegalDocument) => void;
}

/** "I accept the terms of use / the privacy policy", bound to a form, with a link to read the document. */
export function LegalAcknowledgement<Values>({ document, control, name, onRead }: LegalAcknowledgementProps<Values>) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <CheckboxField label={t(`auth.register.accept_${document}`)} control={control} name={name} />
      <Anchor
        component="button"
        type="button"
        fz="sm"
        aria-label={t(`auth.register.read_${document}_label`)}
        onClick={() => onRead(document)}
      >
        {t(`auth.register.read_${document}`)}
      </Anchor>
    </Group>
  );
}
