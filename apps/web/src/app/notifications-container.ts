// The notifications' container alone, for providers.tsx to load with its own chunk: a dynamic
// import of '@mantine/notifications' itself needs the whole package, so the bundler would put all
// of it, with the transitions and drag code it uses, beside the entry that imports its store.
export { Notifications } from '@mantine/notifications';
