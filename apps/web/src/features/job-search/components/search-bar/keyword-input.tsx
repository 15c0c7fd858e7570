// The keyword box (spec 1 sections 2 and 4): typing emits after a 1-second pause; Enter and the
// clear button emit at once.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_DEBOUNCE_MS } from '../../lib/timing';

interface KeywordInputProps {
  value: string;
  onChange: (keywords: string) => void;
  disabled?: boolean;
}

export function KeywordInput({ value, onChange, disabled }: KeywordInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const emitLater = useDebouncedCallback(
    (keywords: string) => onChangeRef.current(keywords),
    KEYWORD_DEBOUNCE_MS,
  );

  // A search restored from elsewhere (the back button, a reset) shows its keywords.
  useEffect(() => {
    setText(value);
  }, [value]);

  const emitNow = (keywords: string) => {
    emitLater.cancel();
    onChangeRef.current(keywords);
  };

  return (
    <TextInput
      label={t('searchBar.keywordsLabel')}
      placeholder={t('searchBar.keywordsPlaceholder')}
      value={text}
      disabled={disabled}
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
        text && !disabled ? (
          <CloseButton
            size="sm"
            aria-label={t('searchBar.clearKeywords')}
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
