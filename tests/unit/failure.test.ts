import { FAILURE_MESSAGES, RETRY } from '@/config/constants';
import { failureMessage, isRetryable, retryDelay, type Failure } from '@/api/failure';

/** The transport's rules (docs/rules.md#requests, #messages): what is tried again, what the user reads. */

describe('isRetryable: only what a retry can fix, only on reads', () => {
  const cases: [Failure, boolean][] = [
    [{ kind: 'network' }, true],
    [{ kind: 'http', status: 502 }, true],
    [{ kind: 'http', status: 503 }, true],
    [{ kind: 'http', status: 504 }, true],
    [{ kind: 'http', status: 500 }, false],
    [{ kind: 'http', status: 501 }, false],
    [{ kind: 'http', status: 400 }, false],
    [{ kind: 'http', status: 401 }, false],
    [{ kind: 'http', status: 403 }, false],
    [{ kind: 'http', status: 404 }, false],
    [{ kind: 'http', status: 408 }, false],
    [{ kind: 'http', status: 429 }, false],
    [{ kind: 'timeout' }, false],
  ];
  test.each(cases)('%o on a read → %s', (failure, expected) => {
    expect(isRetryable(failure, true)).toBe(expected);
  });
  test('a write (signing in, an export trace) is never sent twice', () => {
    for (const [failure] of cases) expect(isRetryable(failure, false)).toBe(false);
  });
});

describe('retryDelay: doubling, capped', () => {
  test('base, twice the base, then the cap', () => {
    expect(retryDelay(1)).toBe(RETRY.baseMs);
    expect(retryDelay(2)).toBe(RETRY.baseMs * 2);
    expect(retryDelay(10)).toBe(RETRY.capMs);
    expect(Array.from({ length: 20 }, (_, i) => retryDelay(i + 1)).every((d) => d <= RETRY.capMs)).toBe(true);
  });
  test('the retries fit well inside the 60 s of a call', () => {
    let total = 0;
    for (let n = 1; n <= RETRY.max; n++) total += retryDelay(n);
    expect(total).toBeLessThan(10_000);
  });
});

describe('failureMessage: Chinese, whatever failed', () => {
  test('no answer and no answer in time', () => {
    expect(failureMessage({ kind: 'network' })).toBe('网络连接失败，请检查网络后重试');
    expect(failureMessage({ kind: 'timeout' })).toBe('请求超时（60 秒）');
  });

  test('gateway failures name the status', () => {
    expect(failureMessage({ kind: 'http', status: 502 })).toBe('服务暂不可用（502）');
    expect(failureMessage({ kind: 'http', status: 503 })).toBe('服务暂不可用（503）');
    expect(failureMessage({ kind: 'http', status: 504 })).toBe('服务暂不可用（504）');
    expect(failureMessage({ kind: 'http', status: 500 })).toBe('服务器内部错误（500）');
    expect(failureMessage({ kind: 'http', status: 403 })).toBe('没有权限查看该数据（403）');
    expect(failureMessage({ kind: 'http', status: 404 })).toBe('请求的接口不存在（404）');
    expect(failureMessage({ kind: 'http', status: 429 })).toBe('请求过于频繁，请稍后再试（429）');
  });

  test('statuses without a message of their own', () => {
    expect(failureMessage({ kind: 'http', status: 418 })).toBe('请求失败（418）');
    expect(failureMessage({ kind: 'http', status: 507 })).toBe('服务器错误（507）');
  });

  test('an English title of a gateway is not shown; a Chinese one is, cleaned and bounded', () => {
    expect(failureMessage({ kind: 'http', status: 500, title: 'Internal Server Error' })).toBe('服务器内部错误（500）');
    expect(failureMessage({ kind: 'http', status: 502, title: 'Bad Gateway' })).toBe('服务暂不可用（502）');
    expect(failureMessage({ kind: 'http', status: 500, title: '统计服务暂不可用' })).toBe('统计服务暂不可用');
    expect(failureMessage({ kind: 'http', status: 429, title: '登录尝试过于频繁，请 1 分钟后再试' })).toBe(
      '登录尝试过于频繁，请 1 分钟后再试',
    );
    expect(failureMessage({ kind: 'http', status: 500, title: '\u202e服务\u000c异常' })).toBe('服务 异常');
    const long = failureMessage({ kind: 'http', status: 500, title: '错'.repeat(500) });
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  test('every message is Chinese (no English words of a browser or gateway)', () => {
    const all = [
      failureMessage({ kind: 'network' }),
      failureMessage({ kind: 'timeout' }),
      ...[400, 401, 403, 404, 405, 408, 409, 413, 429, 500, 501, 502, 503, 504, 599].map((status) =>
        failureMessage({ kind: 'http', status, title: 'Some English Title' }),
      ),
      FAILURE_MESSAGES.code('500'),
    ];
    for (const m of all) {
      expect(m).toMatch(/\p{Script=Han}/u);
      expect(m).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
