import type { DeviceClass } from '@growday/contracts';

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|webOS|Opera Mini/i;

/** MW (mobile web) or PC, from the user agent (SH-PLAT-02). */
export function readDeviceClass(userAgent: string | null | undefined): DeviceClass {
  return userAgent && MOBILE_UA.test(userAgent) ? 'MW' : 'PC';
}

/** Mobile OS for analytics: ios, aos (Android) or null. */
export function readMobileOs(userAgent: string | null | undefined): 'ios' | 'aos' | null {
  if (!userAgent) return null;
  if (/Android/i.test(userAgent)) return 'aos';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return null;
}
