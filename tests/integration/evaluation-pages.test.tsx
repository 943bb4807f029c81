import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readSheet } from 'read-excel-file/node';
import { demoServer } from '@/demo/node';
import { DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID, findDistrict, findSchool } from '@/demo/district';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { renderApp, screen, waitForPath } from '../helpers/render-app';

/**
 * The six assessment pages (/evaluatReport/*, /evaluatData/*) on the real route table with the demo API:
 * who may open them, every widget with data, the calls made with their JSON bodies (school year, term, test,
 * grade, class, cohort), the figures and sentences shown against the handlers' answers, names masked by default,
 * a failing call confined to its widget, a period without a test, and the Excel export read back.
 */

const PATHS = [
  '/evaluatReport/index',
  '/evaluatReport/schoolReport',
  '/evaluatReport/gradeData',
  '/evaluatReport/classData',
  '/evaluatData/historyData',
  '/evaluatData/trackingData',
];

interface Seen {
  path: string;
  body: Record<string, unknown>;
}

type Json = Record<string, unknown> & { data: Record<string, unknown> };

/** Records every verify and assessment call: the path after /api/, its JSON body, and the last answer per path. */
function recordCalls() {
  const requests: Seen[] = [];
  const responses = new Map<string, Json>();
  const relevant = (url: URL) => /\/api\/(verify|reading\/queryAssessmentHistory|reading\/queryCohortTracking)/.test(url.pathname);
  const short = (url: URL) => url.pathname.replace(/^.*\/api\//, '');
  demoServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!relevant(url)) return;
    void request
      .clone()
      .text()
      .then((text) => requests.push({ path: short(url), body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
  });
  demoServer.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    if (!relevant(url) || response.status !== 200) return;
    void response
      .clone()
      .json()
      .then((json: Json) => {
        const key = `${short(url)} ${JSON.stringify(json.data.grade ?? null)} ${JSON.stringify(json.data.classId ?? null)}`;
        responses.set(key, json);
        responses.set(short(url), json);
      });
  });
  return { requests, responses };
}

afterEach(() => {
  demoServer.events.removeAllListeners();
});

function widget(title: string): HTMLElement {
  const heads = [...document.querySelectorAll<HTMLElement>('.srp-page .srp-widget .ant-card-head-title')];
  const head = heads.find(
    (h) => (h.firstElementChild?.firstElementChild?.textContent ?? h.textContent) === title || h.textContent === title,
  );
  if (!head) throw new Error(`no widget “${title}”; widgets: ${heads.map((h) => h.textContent).join(' | ')}`);
  return head.closest<HTMLElement>('.srp-widget')!;
}

function state(card: HTMLElement): 'loading' | 'error' | 'empty' | 'data' {
  if (card.querySelector('.srp-widget-loading')) return 'loading';
  if (card.querySelector('.srp-widget-error')) return 'error';
  if (card.querySelector('.srp-widget-empty')) return 'empty';
  return 'data';
}

async function allShowData(titles: readonly string[]) {
  await waitFor(() => {
    for (const t of titles) expect(`${t}: ${state(widget(t))}`).toBe(`${t}: data`);
  });
  expect(document.querySelectorAll('.srp-page .srp-widget')).toHaveLength(titles.length);
}

function kpiText(title: string): string {
  const card = [...document.querySelectorAll<HTMLElement>('.srp-kpi-card')].find(
    (c) => c.querySelector('.srp-kpi-title')?.textContent === title,
  );
  if (!card) throw new Error(`no KPI card ${title}`);
  return card.querySelector('.srp-kpi-value')!.textContent ?? '';
}

/** Body rows of the antd table inside a widget. */
function tableRows(card: HTMLElement): HTMLTableRowElement[] {
  return [...card.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody tr.ant-table-row')];
}

async function openAs(path: string, login: 'library' | 'zone', libraryView = false) {
  if (libraryView) {
    const school = findSchool(DEMO_LIBRARY_ID)!;
    localStorage.setItem('srp:zone:library', JSON.stringify({ id: school.libraryId, name: school.name }));
  }
  const app = renderApp(path, { as: login });
  await waitForPath(app.router, path);
  return app;
}

const sidebarText = async () => (await screen.findByRole('navigation', { name: '侧边菜单' })).textContent ?? '';

// ------------------------------------------------------------------------------------------------ access

describe('who may open the assessment pages', () => {
  test('zone (a district): not in the menu, every page → /401', async () => {
    const { router, unmount } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    const menu = await sidebarText();
    expect(menu).toContain('首页');
    expect(menu).not.toContain('测评报告');
    expect(menu).not.toContain('测评数据');
    for (const path of PATHS) {
      await act(() => router.navigate(path));
      await waitForPath(router, '/401');
    }
    unmount();
  });

  test('zone in library-view mode: in the menu, the page opens on the chosen school', async () => {
    const calls = recordCalls();
    await openAs('/evaluatReport/index', 'zone', true);
    expect(await sidebarText()).toContain('测评报告');
    await allShowData([
      '测评概况',
      '分数段分布',
      '能力维度',
      '各年级测评结果',
      '各年级阅读字数',
      '阅读均衡度',
      '测评期阅读',
      '年级成绩明细',
    ]);
    const school = findSchool(DEMO_LIBRARY_ID)!;
    expect(screen.getByTestId('stats-scope')).toHaveTextContent(`学校${school.name}`);
    // The wrapper adds the chosen library to every verify call.
    await waitFor(() => expect(calls.requests.filter((r) => r.path.startsWith('verify/'))).toHaveLength(5));
    for (const r of calls.requests) expect(r.body).toMatchObject({ libraryId: school.libraryId, yearId: 2026 });
  });

  test('library: both sections in the menu, each page opens', async () => {
    const { router } = await openAs('/evaluatData/historyData', 'library');
    const menu = await sidebarText();
    expect(menu).toContain('测评报告');
    expect(menu).toContain('测评数据');
    expect(menu).toContain('历史测评数据');
    expect(menu).toContain('跟踪测评数据');
    for (const path of PATHS) {
      await act(() => router.navigate(path));
      await waitForPath(router, path);
    }
  });
});

// ------------------------------------------------------------------------------------------------ 测评概览

describe('/evaluatReport/index', () => {
  test('every widget with the handler’s figures; the five verify calls for the page year', async () => {
    const calls = recordCalls();
    await openAs('/evaluatReport/index', 'library');
    await screen.findByRole('heading', { level: 4, name: '测评概览' });
    await allShowData([
      '测评概况',
      '分数段分布',
      '能力维度',
      '各年级测评结果',
      '各年级阅读字数',
      '阅读均衡度',
      '测评期阅读',
      '年级成绩明细',
    ]);
    const nav = screen.getByRole('navigation', { name: '测评报告分页' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['测评概览', '学校测评报告', '年级测评数据', '班级测评数据']);

    const paths = calls.requests.map((r) => r.path).sort();
    expect(paths).toEqual([
      'verify/queryCategoryBalanceData',
      'verify/queryGradeReadWords',
      'verify/queryPowerDimension',
      'verify/queryVerifyBoookData',
      'verify/queryVerifyTotalData',
    ]);
    for (const r of calls.requests) expect(r.body).toEqual({ yearId: 2026 });

    const total = calls.responses.get('verify/queryVerifyTotalData')!.data as {
      students: number;
      tested: number;
      participationRate: number;
      averageScore: number;
      bands: { key: string; share: number }[];
      groups: { name: string; averageScore: number }[];
      test: { name: string };
    };
    expect(kpiText('实测人数')).toBe(`${formatLarge(total.tested)}人`);
    expect(kpiText('参测率')).toBe(formatPercent(total.participationRate));
    expect(kpiText('平均分')).toBe(`${formatDecimal(total.averageScore, 1)}分`);
    expect(kpiText('优秀率')).toBe(formatPercent(total.bands.find((b) => b.key === 'excellent')!.share));
    expect(widget('测评概况')).toHaveTextContent(total.test.name);
    const rows = tableRows(widget('年级成绩明细'));
    expect(rows.map((r) => r.cells[0].textContent)).toEqual(total.groups.map((g) => g.name));
    expect(rows.map((r) => r.cells[4].textContent)).toEqual(total.groups.map((g) => formatDecimal(g.averageScore, 1)));
    // A grade links to its page with the same assessment.
    expect(within(rows[0]).getByRole('link', { name: '年级数据' })).toHaveAttribute('href', '/evaluatReport/gradeData?grade=1');
  });

  test('year, term and test from the URL go into every call; invalid values count as not set', async () => {
    const calls = recordCalls();
    const { router } = await openAs('/evaluatReport/index?yid=2025&term=1&test=202512', 'library');
    await allShowData([
      '测评概况',
      '分数段分布',
      '能力维度',
      '各年级测评结果',
      '各年级阅读字数',
      '阅读均衡度',
      '测评期阅读',
      '年级成绩明细',
    ]);
    for (const r of calls.requests) expect(r.body).toEqual({ yearId: 2025, semesterId: 20251, testId: 202512 });
    expect(widget('测评概况')).toHaveTextContent('2025-2026学年上学期期末阅读素养测评');

    calls.requests.length = 0;
    // A test of another year or term, and a term that does not exist: not set.
    await act(() => router.navigate('/evaluatReport/index?yid=2025&term=7&test=202611'));
    await waitFor(() => expect(calls.requests.filter((r) => r.path === 'verify/queryVerifyTotalData').length).toBeGreaterThan(0));
    await allShowData([
      '测评概况',
      '分数段分布',
      '能力维度',
      '各年级测评结果',
      '各年级阅读字数',
      '阅读均衡度',
      '测评期阅读',
      '年级成绩明细',
    ]);
    for (const r of calls.requests) expect(r.body).toEqual({ yearId: 2025 });
  });

  test('choosing a term and a test writes them to the URL', async () => {
    const calls = recordCalls();
    const { router } = await openAs('/evaluatReport/index?yid=2025', 'library');
    await allShowData([
      '测评概况',
      '分数段分布',
      '能力维度',
      '各年级测评结果',
      '各年级阅读字数',
      '阅读均衡度',
      '测评期阅读',
      '年级成绩明细',
    ]);
    const user = userEvent.setup();
    // 2025-2026: the school sat both finals; the latest is shown until another is chosen.
    const total = () =>
      calls.responses.get('verify/queryVerifyTotalData')!.data as { test: { testId: number }; tests: { testId: number; date: string }[] };
    expect(total().tests.map((t) => t.testId)).toEqual([202512, 202522]);
    expect(total().test.testId).toBe(202522);
    await user.click(screen.getByRole('combobox', { name: '测评' }));
    const option = (await screen.findAllByTitle(`上学期期末 · ${total().tests[0].date}`)).find((el) =>
      el.classList.contains('ant-select-item-option'),
    )!;
    await user.click(option);
    await waitFor(() => expect(router.state.location.search).toBe('?yid=2025&test=202512'));
    await waitFor(() => expect(calls.requests.filter((r) => r.body.testId === 202512)).toHaveLength(5));
    await waitFor(() => expect(widget('测评概况')).toHaveTextContent('2025-2026学年上学期期末阅读素养测评'));

    // A term narrows the period and drops the test chosen before.
    await user.click(screen.getByRole('combobox', { name: '学期' }));
    await user.click((await screen.findAllByTitle('下学期')).find((el) => el.classList.contains('ant-select-item-option'))!);
    await waitFor(() => expect(router.state.location.search).toBe('?yid=2025&term=2'));
    await waitFor(() => expect(calls.requests.filter((r) => r.body.semesterId === 20252 && r.body.testId === undefined)).toHaveLength(5));
    await waitFor(() => expect(widget('测评概况')).toHaveTextContent('2025-2026学年下学期期末阅读素养测评'));
  });

  test('a term without a test: each widget says so, printing is off', async () => {
    await openAs('/evaluatReport/index?yid=2026&term=2', 'library');
    await waitFor(() => expect(state(widget('测评概况'))).toBe('empty'));
    expect(widget('测评概况')).toHaveTextContent('2026-2027学年下学期暂无阅读素养测评数据');
    await waitFor(() => expect(state(widget('能力维度'))).toBe('empty'));
    expect(screen.getByRole('button', { name: /打印 \/ 导出 PDF/ })).toBeDisabled();
  });

  test('a failing call shows its widget’s error; the others render', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    demoServer.use(
      http.post('*/app-sy-statistics/api/verify/queryPowerDimension', () =>
        HttpResponse.json({ title: '维度服务不可用' }, { status: 500 }),
      ),
    );
    await openAs('/evaluatReport/index', 'library');
    await waitFor(() => expect(state(widget('能力维度'))).toBe('error'));
    expect(widget('能力维度')).toHaveTextContent('维度服务不可用');
    expect(widget('能力维度')).toHaveTextContent('调用：verify.queryPowerDimension');
    await waitFor(() => {
      for (const t of ['测评概况', '分数段分布', '各年级测评结果', '各年级阅读字数', '阅读均衡度', '测评期阅读', '年级成绩明细'])
        expect(`${t}: ${state(widget(t))}`).toBe(`${t}: data`);
    });
    consoleError.mockRestore();
  });
});

// ------------------------------------------------------------------------------------------------ 学校测评报告

describe('/evaluatReport/schoolReport', () => {
  // 滨江市实验小学 is above its district in every dimension; 望海区第一初级中学 (a zone user's chosen school) above in some, below in others.
  test.each([
    ['library', DEMO_LIBRARY_ID],
    ['zone', 103],
  ] as const)(
    'cover, summary, dimension table and the sentences, each against the numbers of the calls (%s, school %i)',
    async (login, libraryId) => {
      const calls = recordCalls();
      if (login === 'zone') localStorage.setItem('srp:zone:library', JSON.stringify({ id: libraryId, name: findSchool(libraryId)!.name }));
      await openAs('/evaluatReport/schoolReport', login);
      const sections = ['报告封面', '一、总体情况', '二、能力维度', '三、年级对比', '四、各年级能力维度', '五、优势与不足', '六、改进建议'];
      await allShowData(sections);
      const total = calls.responses.get('verify/queryVerifyTotalData')!.data as {
        students: number;
        tested: number;
        participationRate: number;
        averageScore: number;
        test: { name: string; date: string };
        scope: { name: string };
      };
      const power = calls.responses.get('verify/queryPowerDimension')!.data as {
        dimensions: { key: string; name: string; score: number }[];
        reference: { name: string; level: string; dimensions: { key: string; score: number }[] };
        groups: { name: string }[];
      };
      const cover = widget('报告封面');
      expect(cover).toHaveTextContent(total.scope.name);
      expect(cover).toHaveTextContent(`${total.test.name}报告`);
      expect(cover).toHaveTextContent(total.test.date);
      expect(cover).toHaveTextContent(power.reference.name);
      expect(widget('一、总体情况')).toHaveTextContent(
        `本次测评应测 ${total.students} 人，实测 ${total.tested} 人，参测率 ${(total.participationRate * 100).toFixed(1)}%；平均分 ${total.averageScore.toFixed(1)} 分`,
      );

      // Each dimension sentence, recomputed here from the two scores it cites.
      expect(power.reference.level).toBe('district');
      const expected = power.dimensions.map((d) => {
        const ref = power.reference.dimensions.find((r) => r.key === d.key)!.score;
        const diff = Math.round((d.score - ref) * 10) / 10;
        const tail = diff === 0 ? '与全区平均持平' : `${diff > 0 ? '高于' : '低于'}全区平均 ${Math.abs(diff).toFixed(1)} 个百分点`;
        return { diff, text: `「${d.name}」得分率 ${d.score.toFixed(1)}%，${tail}` };
      });
      const strengths = within(widget('五、优势与不足')).getByRole('list', { name: '优势' });
      const weaknesses = within(widget('五、优势与不足')).getByRole('list', { name: '不足' });
      const above = expected.filter((e) => e.diff > 0).sort((a, b) => b.diff - a.diff);
      const below = expected.filter((e) => e.diff < 0).sort((a, b) => a.diff - b.diff);
      if (above.length > 0)
        expect(
          within(strengths)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(above.map((e) => e.text));
      if (libraryId === 103) expect(below.length).toBeGreaterThan(0);
      if (below.length > 0)
        expect(
          within(weaknesses)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(below.map((e) => e.text));
      else {
        const least = [...expected].sort((a, b) => a.diff - b.diff)[0];
        expect(within(weaknesses).getByRole('listitem')).toHaveTextContent(`各维度均不低于全区平均；领先最少的是${least.text}`);
      }
      // Advice: one per weak dimension (or the one with the smallest lead), headed by its sentence.
      const advice = within(widget('六、改进建议'))
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent);
      expect(advice).toEqual(below.length > 0 ? below.map((e) => e.text) : [[...expected].sort((a, b) => a.diff - b.diff)[0].text]);

      // The dimension table and the grade table carry the same figures.
      const dimRows = within(widget('二、能力维度')).getAllByRole('row').slice(1);
      expect(dimRows.map((r) => r.textContent)).toEqual(
        power.dimensions.map(
          (d, i) =>
            `${d.name}${d.score.toFixed(1)}%${power.reference.dimensions[i].score.toFixed(1)}%${expected[i].diff === 0 ? '持平' : `${expected[i].diff > 0 ? '+' : '−'}${Math.abs(expected[i].diff).toFixed(1)} 个百分点`}`,
        ),
      );
      expect(
        within(widget('四、各年级能力维度'))
          .getAllByRole<HTMLTableRowElement>('row')
          .slice(1)
          .map((r) => r.cells[0].textContent),
      ).toEqual([...power.groups.map((g) => g.name), '全校']);
    },
  );
});

// ------------------------------------------------------------------------------------------------ 年级 / 班级

describe('/evaluatReport/gradeData', () => {
  test('the grade from the URL, its classes against it, the furthest above and below named', async () => {
    const calls = recordCalls();
    await openAs('/evaluatReport/gradeData?grade=4', 'library');
    await allShowData(['四年级测评概况', '能力维度', '分数分布', '各班级分数段', '班级与年级平均之差', '各班级能力维度', '各班级测评结果']);
    expect(
      calls.requests
        .filter((r) => r.body.grade === 4)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['verify/queryPowerDimension', 'verify/queryVerifyTotalData']);
    const grade = calls.responses.get('verify/queryVerifyTotalData 4 null')!.data as {
      averageScore: number;
      groups: { name: string; tested: number; averageScore: number }[];
    };
    expect(kpiText('平均分')).toBe(`${formatDecimal(grade.averageScore, 1)}分`);
    const diffs = grade.groups
      .map((g) => ({ ...g, diff: Math.round((g.averageScore - grade.averageScore) * 10) / 10 }))
      .sort((a, b) => b.diff - a.diff);
    const [top, bottom] = [diffs[0], diffs[diffs.length - 1]];
    const sentences = within(widget('班级与年级平均之差'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(sentences[0]).toBe(
      `${top.name}平均分 ${top.averageScore.toFixed(1)} 分，高于年级平均 ${top.diff.toFixed(1)} 分，为全年级最高。`,
    );
    expect(sentences[1]).toBe(
      `${bottom.name}平均分 ${bottom.averageScore.toFixed(1)} 分，低于年级平均 ${Math.abs(bottom.diff).toFixed(1)} 分，为全年级最低。`,
    );
    expect(tableRows(widget('各班级测评结果')).map((r) => r.cells[0].textContent)).toEqual(grade.groups.map((g) => g.name));
  });

  test('a grade the school does not have counts as not set: the first grade', async () => {
    const calls = recordCalls();
    await openAs('/evaluatReport/gradeData?grade=12', 'library');
    await allShowData(['一年级测评概况', '能力维度', '分数分布', '各班级分数段', '班级与年级平均之差', '各班级能力维度', '各班级测评结果']);
    expect(calls.requests.some((r) => r.body.grade === 12)).toBe(false);
    expect(calls.requests.filter((r) => r.body.grade === 1)).toHaveLength(2);
  });
});

describe('the grade and class pages above a school (the admin opens every route)', () => {
  test.each(['/evaluatReport/gradeData', '/evaluatReport/classData'])('%s asks for a school and sends no grade', async (path) => {
    const calls = recordCalls();
    const { router } = renderApp(path, { as: 'admin' });
    await waitForPath(router, path);
    await waitFor(() =>
      expect(document.querySelector('.srp-page .srp-widget-empty')).toHaveTextContent('年级与班级测评数据按学校查看，请先选择一所学校'),
    );
    expect(calls.requests.some((r) => r.path === 'verify/queryVerifyTotalData')).toBe(true);
    expect(calls.requests.filter((r) => r.body.grade !== undefined || r.body.classId !== undefined)).toEqual([]);
  });
});

describe('/evaluatReport/classData', () => {
  test('every student of the class, names masked until asked, the Excel export as shown', async () => {
    const calls = recordCalls();
    const school = findSchool(DEMO_LIBRARY_ID)!;
    const cls = school.classes.find((c) => c.grade === 3 && c.section === 2)!;
    const { router } = await openAs(`/evaluatReport/classData?grade=3&class=${cls.classId}`, 'library');
    await allShowData([`${cls.name}测评概况`, '班级 · 年级 · 全校', '能力维度', '分数分布', '学生成绩']);
    expect(
      calls.requests
        .filter((r) => r.body.classId === cls.classId)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['verify/queryPowerDimension', 'verify/queryVerifyTotalData']);
    const report = calls.responses.get(`verify/queryVerifyTotalData 3 ${cls.classId}`)!.data as {
      averageScore: number;
      studentScores: { name: string; seat: number; score: number | null; rank: number | null }[];
    };
    const grade = calls.responses.get('verify/queryVerifyTotalData 3 null')!.data as {
      groups: { id: number; tested: number; averageScore: number }[];
    };
    expect(kpiText('平均分')).toBe(`${formatDecimal(report.averageScore, 1)}分`);
    const rank = 1 + grade.groups.filter((g) => g.tested > 0 && g.averageScore > report.averageScore).length;
    expect(kpiText('年级排名')).toBe(`第 ${rank}/ ${grade.groups.filter((g) => g.tested > 0).length} 个班`);

    const rows = tableRows(widget('学生成绩'));
    expect(rows).toHaveLength(report.studentScores.length);
    const first = report.studentScores[0];
    expect(rows[0].cells[1]).toHaveTextContent(maskName(first.name));
    expect(widget('学生成绩')).not.toHaveTextContent(first.name);
    expect(rows[0].cells[2]).toHaveTextContent(first.score === null ? '缺考' : String(first.score));

    // The export follows what the table shows: masked names, every student.
    let blob: Blob | undefined;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:test';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(widget('学生成绩')).getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(blob).toBeDefined());
    const sheet = await readSheet(Buffer.from(await blob!.arrayBuffer()));
    const titles = sheet.findIndex((r) => r[0] === '座号');
    expect(sheet[titles]).toEqual([
      '座号',
      '姓名',
      '参测',
      '成绩',
      '等级',
      '班内排名',
      '提取信息',
      '推断解释',
      '整体感知',
      '评价鉴赏',
      '联系运用',
    ]);
    const body = sheet.slice(titles + 1);
    expect(body).toHaveLength(report.studentScores.length);
    expect(body.map((r) => r[1])).toEqual(report.studentScores.map((s) => maskName(s.name)));
    expect(body.map((r) => r[3])).toEqual(report.studentScores.map((s) => s.score));
    expect(sheet.some((r) => r[0] === '班级' && r[1] === cls.name)).toBe(true);
    create.mockRestore();
    click.mockRestore();

    // Full names on request, kept in the URL.
    fireEvent.click(within(widget('学生成绩')).getByRole('switch', { name: '显示完整姓名' }));
    await waitFor(() => expect(router.state.location.search).toContain('mask=0'));
    await waitFor(() => expect(tableRows(widget('学生成绩'))[0].cells[1]).toHaveTextContent(first.name));
  });
});

// ------------------------------------------------------------------------------------------------ history, tracking

describe('/evaluatData/historyData', () => {
  test('every assessment of the school, a grade from the URL', async () => {
    const calls = recordCalls();
    const { router } = await openAs('/evaluatData/historyData', 'library');
    await allShowData(['历次测评概况', '平均分与参测率', '能力维度趋势', '分数段变化', '历次测评明细']);
    const history = calls.responses.get('reading/queryAssessmentHistory')!.data as {
      points: { test: { date: string }; averageScore: number }[];
    };
    expect(kpiText('测评次数')).toBe(`${history.points.length}次`);
    expect(kpiText('最近平均分')).toBe(`${formatDecimal(history.points.at(-1)!.averageScore, 1)}分`);
    expect(tableRows(widget('历次测评明细')).map((r) => r.cells[1].textContent)).toEqual(history.points.map((p) => p.test.date));

    calls.requests.length = 0;
    await act(() => router.navigate('/evaluatData/historyData?grade=2'));
    await waitFor(() => expect(calls.requests.some((r) => r.body.grade === 2)).toBe(true));
    await waitFor(() => expect(widget('历次测评概况')).toHaveTextContent('二年级'));
  });
});

describe('/evaluatData/trackingData', () => {
  test('the cohort’s growth as the handler counts it; section and tests from the URL', async () => {
    const calls = recordCalls();
    const { router } = await openAs('/evaluatData/trackingData', 'library');
    await allShowData(['2026-2027学年六年级跟踪概况', '历次测评成绩', '能力维度变化', '成绩变化', '分数段变化', '学生成绩变化']);
    const cohort = calls.responses.get('reading/queryCohortTracking')!.data as {
      points: { test: { testId: number } }[];
      growth: { followed: number; improved: number; stable: number; declined: number; averageChange: number; students: { name: string }[] };
    };
    expect(kpiText('跟踪人数')).toBe(`${cohort.growth.followed}人`);
    expect(kpiText('进步')).toBe(`${cohort.growth.improved}人`);
    expect(kpiText('稳定')).toBe(`${cohort.growth.stable}人`);
    expect(kpiText('退步')).toBe(`${cohort.growth.declined}人`);
    const rows = tableRows(widget('学生成绩变化'));
    expect(rows).toHaveLength(Math.min(20, cohort.growth.students.length));
    expect(rows[0].cells[0]).toHaveTextContent(maskName(cohort.growth.students[0].name));

    const ids = cohort.points.map((p) => p.test.testId);
    calls.requests.length = 0;
    await act(() => router.navigate(`/evaluatData/trackingData?grade=6&section=2&from=${ids[1]}&to=${ids[2]}`));
    await waitFor(() =>
      expect(
        calls.requests.some(
          (r) =>
            r.path === 'reading/queryCohortTracking' && r.body.section === 2 && r.body.fromTestId === ids[1] && r.body.toTestId === ids[2],
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: '班级' }).closest('.ant-select')).toHaveTextContent('六年级(2)班'));
  });
});

test('the district named in the report is the library’s district', () => {
  expect(findSchool(DEMO_LIBRARY_ID)!.districtId).toBe(DEMO_ZONE_ORG_ID);
  expect(findDistrict(DEMO_ZONE_ORG_ID)!.name).toBe('望海区');
});
