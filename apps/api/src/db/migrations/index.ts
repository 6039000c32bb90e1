import type { Migration } from 'kysely';
import * as initial from './2026-11-22T00-00-00_initial.js';
import * as dependentCpfUnique from './2026-11-23T00-00-00_dependent-cpf-unique.js';
import * as partnerSearch from './2026-11-23T12-00-00_partner-search.js';
import * as memberLimits from './2026-11-24T00-00-00_member-limits.js';
import * as oneRatingPerHolder from './2026-11-24T01-00-00_one-rating-per-holder.js';
import * as outboxDelivery from './2026-11-25T00-00-00_outbox-delivery.js';
import * as cardEnded from './2026-11-26T00-00-00_card-ended.js';
import * as jobLease from './2026-11-26T12-00-00_job-lease.js';
import * as operatorConsole from './2026-11-27T00-00-00_operator-console.js';
import * as memberAdmin from './2026-11-27T06-00-00_member-admin.js';
import * as memberImport from './2026-11-27T12-00-00_member-import.js';
import * as partnersAdmin from './2026-11-28T00-00-00_partners-admin.js';
import * as content from './2026-11-28T06-00-00_content.js';
import * as invoiceDigitableLine from './2026-11-28T12-00-00_invoice-digitable-line.js';
import * as usageReports from './2026-11-28T18-00-00_usage-reports.js';
import * as cardReactivated from './2026-11-29T00-00-00_card-reactivated.js';
import * as signInsPerDay from './2026-11-29T06-00-00_sign-ins-per-day.js';
import * as partnerCounter from './2026-11-30T00-00-00_partner-counter.js';
import * as partnerDiscovery from './2026-11-30T06-00-00_partner-discovery.js';
import * as memberNameSearch from './2026-12-01T00-00-00_member-name-search.js';
import * as invoicePix from './2026-12-01T06-00-00_invoice-pix.js';
import * as healthProbe from './2026-12-01T12-00-00_health-probe.js';
import * as notices from './2026-12-02T00-00-00_notices.js';
import * as nearMeIndex from './2026-12-02T06-00-00_near-me-index.js';
import * as cardNumberIndex from './2026-12-02T18-00-00_card-number-index.js';
import * as integration from './2026-12-03T00-00-00_integration.js';
import * as noticeChannels from './2026-12-03T12-00-00_notice-channels.js';
import * as campaigns from './2026-12-04T06-00-00_campaigns.js';
import * as noticeDelivery from './2026-12-04T08-00-00_notice-delivery.js';
import * as partnerDayCounters from './2026-12-05T00-00-00_partner-day-counters.js';
import * as ratingsByTime from './2026-12-05T02-00-00_ratings-by-time.js';
import * as lastSignInPerMember from './2026-12-06T00-00-00_last-sign-in-per-member.js';

/**
 * Every migration, by name. A static list rather than FileMigrationProvider: the production server
 * is one esbuild bundle with no migrations folder beside it. Names sort in execution order.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T00-00-00_initial': initial,
  '2026-11-23T00-00-00_dependent-cpf-unique': dependentCpfUnique,
  '2026-11-23T12-00-00_partner-search': partnerSearch,
  '2026-11-24T00-00-00_member-limits': memberLimits,
  '2026-11-24T01-00-00_one-rating-per-holder': oneRatingPerHolder,
  '2026-11-25T00-00-00_outbox-delivery': outboxDelivery,
  '2026-11-26T00-00-00_card-ended': cardEnded,
  '2026-11-26T12-00-00_job-lease': jobLease,
  '2026-11-27T00-00-00_operator-console': operatorConsole,
  '2026-11-27T06-00-00_member-admin': memberAdmin,
  '2026-11-27T12-00-00_member-import': memberImport,
  '2026-11-28T00-00-00_partners-admin': partnersAdmin,
  '2026-11-28T06-00-00_content': content,
  '2026-11-28T12-00-00_invoice-digitable-line': invoiceDigitableLine,
  '2026-11-28T18-00-00_usage-reports': usageReports,
  '2026-11-29T00-00-00_card-reactivated': cardReactivated,
  '2026-11-29T06-00-00_sign-ins-per-day': signInsPerDay,
  '2026-11-30T00-00-00_partner-counter': partnerCounter,
  '2026-11-30T06-00-00_partner-discovery': partnerDiscovery,
  '2026-12-01T00-00-00_member-name-search': memberNameSearch,
  '2026-12-01T06-00-00_invoice-pix': invoicePix,
  '2026-12-01T12-00-00_health-probe': healthProbe,
  '2026-12-02T00-00-00_notices': notices,
  '2026-12-02T06-00-00_near-me-index': nearMeIndex,
  '2026-12-02T18-00-00_card-number-index': cardNumberIndex,
  '2026-12-03T00-00-00_integration': integration,
  '2026-12-03T12-00-00_notice-channels': noticeChannels,
  '2026-12-04T06-00-00_campaigns': campaigns,
  '2026-12-04T08-00-00_notice-delivery': noticeDelivery,
  '2026-12-05T00-00-00_partner-day-counters': partnerDayCounters,
  '2026-12-05T02-00-00_ratings-by-time': ratingsByTime,
  '2026-12-06T00-00-00_last-sign-in-per-member': lastSignInPerMember,
};
