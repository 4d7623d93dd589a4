export { formatCount } from './count';
export { formatKstDate, formatKstDateTime, formatKstDateTimeParts } from './date';
