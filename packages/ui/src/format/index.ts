export { formatCount } from './count';
export { formatKstDate } from './date';
