import ipaddr from 'ipaddr.js';

/** Whether a socket or client address is loopback (127.0.0.0/8, ::1, or either IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}
