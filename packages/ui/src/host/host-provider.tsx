'use client';

import {
  createContext,
  useContext,
  type AriaAttributes,
  type ComponentType,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import type { ApiClient } from '../api/client';

/** What a link needs; the host maps it onto its own link (Next's Link, or a plain anchor). */
export interface HostLinkProps {
  href: string;
  children?: ReactNode;
  className?: string | undefined;
  target?: string | undefined;
  rel?: string | undefined;
  title?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-current'?: AriaAttributes['aria-current'];
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  tabIndex?: number | undefined;
  /** Ask the host to load the target ahead of a click (hosts without a router ignore it). */
  prefetch?: boolean | undefined;
}
export type HostLinkComponent = ComponentType<HostLinkProps>;

export interface HostValue {
  /** The host's link component. */
  Link: HostLinkComponent;
  /** Base URL of stored files (thumbnails, icons); a storage key is appended to it. */
  storageBaseUrl: string;
  apiClient: ApiClient;
  /** The browser-extension build (hides the Kakao share, CC-SHARE-04). */
  isExtension?: boolean | undefined;
  /** Origin of the short-domain host that share links point to (CC-SHARE-02); '' = the page's own. */
  shortOrigin?: string | undefined;
  /** Kakao JavaScript key for the Kakao share (the website only). */
  kakaoAppKey?: string | undefined;
  /** Opens the login modal; shared UI calls it for actions that need a signed-in user. */
  openLogin?: (() => void) | undefined;
}

/** A plain anchor: the extension's link, and a fallback for any host. */
export function PlainLink({ children, ...props }: HostLinkProps) {
  return <a {...props}>{children}</a>;
}

const HostContext = createContext<HostValue | null>(null);

export function HostProvider({ value, children }: { value: HostValue; children: ReactNode }) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

export function useHost(): HostValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost() needs a <HostProvider> above it');
  return value;
}
