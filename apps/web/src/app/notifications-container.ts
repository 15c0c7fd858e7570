// The notifications' container alone, for providers.tsx to load with its own chunk: a dynamic
// import of '@mantine/notifications' itself needs the whole package, so the bundler would put all
// of it, with the transitions and drag code it uses, beside the entry that imports its store.
// The toasts' styles load with it.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
