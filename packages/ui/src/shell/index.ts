export * from './rules';
export * from './folder-state';
export * from './search-tooltip';
export * from './shell-icons';
export * from './use-folder-state';
