import { ReportsPage } from '../../features/reports/pages/reports-page';
import { UsesReportPanel } from '../../features/uses/components/uses-report-panel';

/** Relatórios with the partner counter's uses: the two features composed here. */
export function ReportsRoute() {
  return <ReportsPage usesPanel={(query) => <UsesReportPanel query={query} />} />;
}
