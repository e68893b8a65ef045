import { Stack } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { LegalAcknowledgement } from './legal-acknowledgement';
import { type LegalDocument, LegalDocumentModal } from './legal-document-modal';

/**
 * A registration's two acknowledgements, bound to the form's `acceptTerms` and `acceptPrivacy`, each with a link
 * that opens its document.
 */
export function LegalAcknowledgements<Values extends { acceptTerms: boolean; acceptPrivacy: boolean }>({
  control,
}: {
  control: Pick<UseFormReturnType<Values>, 'getInputProps' | 'key'>;
}) {
  const [openDocument, setOpenDocument] = useState<LegalDocument | null>(null);
  return (
    <Stack gap="xs" mt="xs">
      <LegalAcknowledgement
        document="terms"
        control={control}
        name={'acceptTerms' as LooseKeys<Values>}
        onRead={setOpenDocument}
      />
      <LegalAcknowledgement
        document="privacy"
        control={control}
        name={'acceptPrivacy' as LooseKeys<Values>}
        onRead={setOpenDocument}
      />
      <LegalDocumentModal document={openDocument} onClose={() => setOpenDocument(null)} />
    </Stack>
  );
}
