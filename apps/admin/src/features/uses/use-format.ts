export { formatCents } from '../../lib/format';
