/** Host platforms and device classes (shell spec §1, §3). */
export const NATIVE_PLATFORMS = ['cashwalk', 'timespread'] as const;
export type NativePlatform = (typeof NATIVE_PLATFORMS)[number];
export const HOST_PLATFORMS = ['web', 'extension', ...NATIVE_PLATFORMS] as const;
export type HostPlatform = (typeof HOST_PLATFORMS)[number];
export const DEVICE_CLASSES = ['MW', 'PC'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const SIGN_IN_PLATFORMS = ['web', 'extension'] as const;
export type SignInPlatform = (typeof SIGN_IN_PLATFORMS)[number];
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME: ThemeMode = 'light';
