/** /ndb/index — 总体概览: the scope's headline figures, the schematic map of its districts and schools, loans, participation, the live feed. */
import { bookCirculation, loanLibrary, userActive } from '@/api/contract/overview';
import { spansSchools } from '@/hooks/scope';
import { BasicNumbersPanel, ChartPanel, LoanFeedPanel, RegionMapPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { circulationTrendOption, groupLoansOption, activeRateByUnitOption } from '../wall-options';

const GROUP_TITLE = { district: '各区借阅', library: '各学校借阅', grade: '各年级借阅', campus: '各校区借阅' } as const;
const ACTIVE_TITLE = {
  city: '各区读者活跃率',
  district: '各学校读者活跃率',
  library: '各年级读者活跃率',
  campus: '各年级读者活跃率',
} as const;

export default function NdbIndexPage() {
  const circulation = useWallQuery(bookCirculation);
  const groups = useWallQuery(loanLibrary);
  const active = useWallQuery(userActive);
  const level = circulation.data?.scope.level ?? groups.data?.scope.level;
  return (
    <div className="srp-wall-grid srp-wall-grid--map">
      <BasicNumbersPanel />
      <ChartPanel
        area="l1"
        title="借阅趋势"
        subtitle="每月借出、归还与借阅人数"
        query={circulation}
        build={circulationTrendOption}
        ariaLabel="每月借出、归还与借阅人数图"
        isEmpty={(d) => d.rows.every((r) => r.loans === 0 && r.returns === 0)}
        emptyText="该学年还没有借还记录"
      />
      <ChartPanel
        area="l2"
        title={groups.data ? GROUP_TITLE[groups.data.groupBy] : '分组借阅'}
        subtitle="借阅量与生均借阅"
        query={groups}
        build={groupLoansOption}
        ariaLabel="分组借阅量图"
        isEmpty={(d) => d.rows.every((r) => r.loans === 0)}
        emptyText="该学年暂无借阅记录"
      />
      <RegionMapPanel />
      <LoanFeedPanel area="r1" withSchool={spansSchools(level)} />
      <ChartPanel
        area="r2"
        title={active.data ? ACTIVE_TITLE[active.data.scope.level] : '读者活跃率'}
        subtitle="活跃读者 ÷ 在籍学生"
        query={active}
        build={activeRateByUnitOption}
        ariaLabel="各单位读者活跃率图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无参与数据"
      />
    </div>
  );
}
