import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParticipantLabels, useParticipantSearch } from '../api/get-participant-options';
import { idsToLabel, participantChoices, withParticipantLabels } from '../lib/participant-options';

interface ParticipantPickerProps {
  label: string;
  description: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}

/**
 * Participants chosen by username: the server is searched as one types (debounced); the chosen ones keep their
 * labels (a saved challenge's are asked for by id).
 */
export function ParticipantPicker({ label, description, value, onChange, error }: ParticipantPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const found = useParticipantSearch(debouncedSearch).data;
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const [toLabel] = useState(() => idsToLabel(value, new Map()));
  const labelled = useParticipantLabels(toLabel).data;
  const withFound = withParticipantLabels(withParticipantLabels(known, labelled), found);
  if (withFound !== known) setKnown(withFound);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={t('challenges.form.participants_placeholder')}
      data={participantChoices(value, found, known, t('challenges.form.participant_unknown'))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      hidePickedOptions
      nothingFoundMessage={t('global.no_results')}
      maw={640}
      error={error}
    />
  );
}
