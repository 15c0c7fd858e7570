// The card's links in the edit form: a URL input with Add (the type is detected from the host,
// the input is cleared after adding) and the list, each with a delete button (spec 2 section 5).
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { detectLinkType, type ExternalLinkInput, linkUrlSchema } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './business-card.module.css';
import { LinkTypeIcon } from './social-links';

interface LinksEditorProps {
  links: ExternalLinkInput[];
  onChange: (links: ExternalLinkInput[]) => void;
  error?: string;
}

export function LinksEditor({ links, onChange, error }: LinksEditorProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const add = () => {
    const parsed = linkUrlSchema.safeParse(url);
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    // The same link twice adds nothing.
    if (!links.some((link) => link.linkUrl === parsed.data)) {
      onChange([...links, { linkUrl: parsed.data, ...detectLinkType(parsed.data) }]);
    }
    setUrl('');
    setUrlError(null);
  };

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('profileEditor.businessCard.linkUrl')}
          placeholder={t('profileEditor.businessCard.linkUrlPlaceholder')}
          value={url}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            if (urlError) setUrlError(null);
          }}
          onKeyDown={(e) => {
            // Enter adds the link instead of saving the whole card.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={urlError ?? error}
          inputMode="url"
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          mt={25}
        >
          {t('profileEditor.businessCard.addLink')}
        </Button>
      </Group>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profileEditor.businessCard.noLinks')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={4}
          className={classes.plainList}
          aria-label={t('profileEditor.businessCard.links')}
        >
          {links.map((link, index) => {
            const type = detectLinkType(link.linkUrl).linkTypeName;
            return (
              <Group
                component="li"
                key={link.linkUrl}
                gap="xs"
                wrap="nowrap"
                justify="space-between"
              >
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <LinkTypeIcon name={type} />
                  <Text size="sm" truncate="end" title={link.linkUrl}>
                    {link.linkUrl}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {type}
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('profileEditor.businessCard.removeLink', { url: link.linkUrl })}
                  onClick={() => onChange(links.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
