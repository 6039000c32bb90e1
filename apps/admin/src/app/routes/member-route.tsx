import { CardRecords } from '../../features/records/components/card-records';
import { MemberPage } from '../../features/members/pages/member-page';

/** The member's page with each card's records: the two features composed here. */
export function MemberRoute() {
  return <MemberPage cardRecords={(card) => <CardRecords {...card} />} />;
}
