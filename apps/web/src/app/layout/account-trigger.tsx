// The account menu's button (the avatar, name and email), apart from the menu itself: the shell
// shows it at once and the menu, which brings the floating dropdown's code, loads with its own
// chunk just after.
import { Avatar, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { TalentSession } from '@talent/contract';
import type { ComponentPropsWithRef } from 'react';
import classes from './account-menu.module.css';

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0]];
  return letters.join('').toUpperCase();
}

type AccountTriggerProps = UnstyledButtonProps &
  ComponentPropsWithRef<'button'> & { session: TalentSession };

/** Takes the props and ref the menu's target gives it (aria, handlers). */
export function AccountTrigger({ session, className, ...props }: AccountTriggerProps) {
  const displayName = session.fullName || session.email;
  return (
    // No aria-label: the visible name and email are the button's name (label in name).
    <UnstyledButton {...props} className={[classes.trigger, className].filter(Boolean).join(' ')}>
      <Avatar color="brand" radius="xl" size={34} aria-hidden>
        {initialsOf(session.fullName, session.email)}
      </Avatar>
      <span className={classes.identity}>
        <Text component="span" size="sm" fw={600} truncate="end" maw={200}>
          {displayName}
        </Text>
        {session.fullName && (
          <Text component="span" size="xs" c="dimmed" truncate="end" maw={200}>
            {session.email}
          </Text>
        )}
      </span>
      <IconChevronDown size={16} aria-hidden />
    </UnstyledButton>
  );
}
