// The communities text search (spec 3 section 5): typing searches after a 1-second pause, Enter
// and the clear button at once; the same text twice in a row does not search again.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { COMMUNITY_SEARCH_DEBOUNCE_MS } from '@talent/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_TEXT_MAX_LENGTH, normaliseText } from '../lib/community-search';

interface CommunitySearchInputProps {
  /** The text of the search shown. */
  value: string;
  onSearch: (text: string) => void;
}

export function CommunitySearchInput({ value, onSearch }: CommunitySearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  // The text last searched: the search shown, or one emitted that the page has yet to show.
  const searched = useRef(normaliseText(value));

  // A search restored from elsewhere (the back button, Clear filters) shows its text; the
  // search just made keeps the box as typed (a trailing space is the start of the next word).
  useEffect(() => {
    searched.current = normaliseText(value);
    setText((typed) => (normaliseText(typed) === searched.current ? typed : value));
  }, [value]);

  const emit = (given: string) => {
    const next = normaliseText(given);
    if (next === searched.current) return;
    searched.current = next;
    onSearchRef.current(next);
  };
  const emitLater = useDebouncedCallback(emit, COMMUNITY_SEARCH_DEBOUNCE_MS);
  const emitNow = (given: string) => {
    emitLater.cancel();
    emit(given);
  };

  return (
    <TextInput
      type="search"
      label={t('communities.filters.text')}
      placeholder={t('communities.filters.textPlaceholder')}
      value={text}
      maxLength={COMMUNITY_TEXT_MAX_LENGTH}
      enterKeyHint="search"
      leftSection={<IconSearch size={18} aria-hidden />}
      onChange={(event) => {
        setText(event.currentTarget.value);
        emitLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        emitNow(text);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('communities.filters.clearText')}
            onClick={() => {
              setText('');
              emitNow('');
            }}
          />
        ) : null
      }
    />
  );
}
