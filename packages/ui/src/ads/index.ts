export { AdSlot, type AdSlotProps } from './ad-slot';
export { PageAd, type PageAdProps } from './page-ad';
