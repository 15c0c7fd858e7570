// The job matching suggestions page (spec 1 section 2): the preferences header, the count line
// and the suggestion cards, with the missing-resume, busy, empty and error states; beside them
// (hidden on small screens) the skills panel and 'How job matching works'. The first visit
// opens the walk-through.
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFileUpload, IconListSearch, IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { useSuggestions } from '../api/get-suggestions';
import { useSuggestionsPageData } from '../api/get-suggestions-page-data';
import { JobCardList } from '../components/job-card-list';
import { PreferencesHeader } from '../components/preferences-header';
import { SkillsPanel } from '../components/skills-panel';
import { JOB_MATCHING_PATH } from '../lib/paths';
import { allSuggestions, suggestionCount } from '../lib/suggestion-pages';
import { useJobList } from '../lib/use-job-list';
import { useFirstVisitWalkThrough } from '../lib/walk-through-seen';
import classes from './job-matching-pages.module.css';
import { WalkThroughModal } from './walk-through-modal';

function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Text size="sm">{errorMessageOf(error)}</Text>
      <Button size="xs" variant="white" color="red" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** A state in place of the list: an icon, a line and perhaps an action. */
export function ListState({
  icon: StateIcon,
  title,
  text,
  busy,
  children,
}: {
  icon: typeof IconSparkles;
  title?: string;
  text: string;
  busy?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        {busy ? (
          <Loader size="lg" aria-hidden />
        ) : (
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <StateIcon size={28} stroke={1.6} />
          </ThemeIcon>
        )}
        {title && (
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            {title}
          </Title>
        )}
        <Text c={title ? 'dimmed' : undefined} fw={title ? undefined : 500}>
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

function Suggestions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const results = useSuggestions(queryClient, true);
  useErrorToast(results.error);
  const pages = results.data?.pages ?? [];
  const list = useJobList(allSuggestions(pages), pages[0]?.fetchedAt);
  // The cards are drawn in the background (a transition, in slices) when the list arrives or
  // changes: twenty cards at once are a long task on a phone.
  const jobs = useDeferredValue(list.jobs);
  const count = suggestionCount(pages, list.left, list.changeOf);
  const countLine = useRef<HTMLParagraphElement>(null);

  return (
    <>
      {/* A live region from the start, so each new count is read out. */}
      <Text
        ref={countLine}
        role="status"
        fw={600}
        mb="sm"
        tabIndex={-1}
        className={classes.countLine}
      >
        {results.isSuccess ? t('jobMatching.suggestions.count', { count }) : ''}
      </Text>
      {results.isPending ? (
        <ListState icon={IconSparkles} text={t('jobMatching.suggestions.busy')} busy />
      ) : results.isError && pages.length === 0 ? (
        <LoadFailed
          title={t('jobMatching.suggestions.loadFailed')}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : list.jobs.length === 0 && !results.hasNextPage ? (
        <ListState icon={IconListSearch} text={t('jobMatching.suggestions.empty')} />
      ) : (
        <JobCardList
          jobs={jobs}
          list="suggestions"
          label={t('jobMatching.suggestions.list')}
          canRemove
          onRemoved={list.remove}
          onEmptied={() => countLine.current?.focus()}
          more={{
            hasMore: results.hasNextPage,
            loading: results.isFetchingNextPage,
            onShowMore: () => void results.fetchNextPage(),
          }}
        />
      )}
    </>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="how-it-works">
      <Title order={2} fz="md" id="how-it-works">
        {t('jobMatching.suggestions.howItWorks')}
      </Title>
      <Text size="sm" mt="xs">
        {t('jobMatching.suggestions.howItWorksText')}
      </Text>
      <Anchor component={Link} to="walk-through" size="sm" fw={600} mt="xs" display="inline-block">
        {t('jobMatching.suggestions.viewWalkThrough')}
      </Anchor>
    </Paper>
  );
}

/**
 * The first visit's walk-through (spec 1 section 2). A component of its own: noting that it
 * opened (the talent's local store) draws only this, not the page and its cards again.
 */
function FirstVisitWalkThrough({ atPage }: { atPage: boolean }) {
  const { t } = useTranslation();
  const [open, close] = useFirstVisitWalkThrough(atPage);
  if (!open) return null;
  return (
    // The dialog route's frame (ModalOutlet), in the page's own tree rather than at the
    // document's end, so that the server draws it in the first response and the app takes it
    // over as it is.
    <Modal
      opened
      onClose={close}
      title={t('pages.walkThrough')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      withinPortal={false}
      // Mantine places the dialog's frame from where it stands in the document (it sets no left
      // edge): at the document's end that is the viewport's edge, here the page's.
      styles={{ inner: { left: 0 } }}
    >
      <WalkThroughModal onClose={close} />
    </Modal>
  );
}

export function SuggestionsPage() {
  const { t } = useTranslation();
  const atPage = useMatch(JOB_MATCHING_PATH) !== null;
  const pageData = useSuggestionsPageData();
  useErrorToast(pageData.error);

  const data = pageData.data;
  return (
    <div className={classes.columns}>
      <div className={classes.main}>
        {data ? (
          <PreferencesHeader preferences={data.preferences} />
        ) : (
          <Title order={1} fz={{ base: 22, sm: 26 }} mb="lg">
            {t('jobMatching.suggestions.preferredNextRole')}
          </Title>
        )}
        <Group gap="lg" mb="md" className={classes.smallScreenLinks}>
          <Anchor component={Link} to="edit-skills" size="sm" fw={600}>
            {t('jobMatching.suggestions.yourSkills')}
          </Anchor>
          <Anchor component={Link} to="walk-through" size="sm" fw={600}>
            {t('jobMatching.suggestions.howItWorks')}
          </Anchor>
        </Group>
        {pageData.isPending ? (
          <ListState icon={IconSparkles} text={t('jobMatching.suggestions.busy')} busy />
        ) : pageData.isError ? (
          <LoadFailed
            title={t('jobMatching.suggestions.loadFailed')}
            error={pageData.error}
            onRetry={() => void pageData.refetch()}
          />
        ) : data?.missingCv ? (
          // A missing resume means no suggestions are asked for (spec 1 section 5).
          <ListState icon={IconFileUpload} text={t('jobMatching.suggestions.missingResume')}>
            <Button component={Link} to="/profile#resume">
              {t('jobMatching.suggestions.uploadResume')}
            </Button>
          </ListState>
        ) : (
          <Suggestions />
        )}
      </div>
      <aside
        className={classes.sidebar}
        data-small="hidden"
        aria-label={t('jobMatching.suggestions.sidebar')}
      >
        <Stack gap="lg">
          {data && (
            <SkillsPanel
              skills={{
                confirmedSkills: data.confirmedSkills,
                suggestedSkills: data.suggestedSkills,
              }}
              editTo="edit-skills"
            />
          )}
          <HowItWorks />
        </Stack>
      </aside>
      <FirstVisitWalkThrough atPage={atPage} />
    </div>
  );
}
