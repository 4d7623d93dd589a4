// The contracts package's types come along with its client entry, and one of its modules asks
// `typeof window` (zod-config.ts). A worker has no window: say so, so those types check here.
declare const window: undefined;
