import { render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { AntdProviders, TAG_TOKENS, antdTokens } from '@/app/antd-shell';
import { THEME_COLORS } from '@/config/constants';
import { useSettings } from '@/stores/settings';
import { AA_TEXT, accessibleShade, contrast } from '@/utils/color';

/**
 * The antd theme of the app keeps text at WCAG AA (4.5:1): the primary colour antd derives buttons, links, the
 * selected menu item and active tabs from, the secondary greys, and tag text on tag backgrounds.
 */

/** rgba(0,0,0,a) over white, as the hex colour it paints. */
const overWhite = (rgba: string) => {
  const a = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(rgba)?.[1]);
  const v = Math.round(255 * (1 - a));
  return `#${v.toString(16).padStart(2, '0').repeat(3)}`;
};

test.each(THEME_COLORS.map((c) => [c]))(
  'theme %s: antd primary is its accessible shade, white text on it and it on white at 4.5:1',
  (color) => {
    const tokens = antdTokens(color);
    expect(tokens.colorPrimary).toBe(accessibleShade(color));
    expect(contrast(tokens.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  },
);

test('secondary, tertiary, description and placeholder greys read at 4.5:1 on white', () => {
  const tokens = antdTokens('#08f');
  for (const key of ['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder'] as const) {
    expect(contrast(overWhite(tokens[key]), '#ffffff'), key).toBeGreaterThanOrEqual(AA_TEXT);
  }
});

test("tag text reads at 4.5:1 on antd's tag background of the same colour", () => {
  const token = theme.getDesignToken();
  const backgrounds: Record<string, string> = {
    colorSuccess: token.colorSuccessBg,
    colorInfo: token.colorInfoBg,
    colorWarning: token.colorWarningBg,
    colorError: '#fff1f0',
  };
  for (const [key, value] of Object.entries(TAG_TOKENS)) {
    const bg = backgrounds[key] ?? (token as unknown as Record<string, string>)[key.replace(/7$/, '1')];
    expect(bg, key).toMatch(/^#/);
    expect(contrast(value, bg), `${key} ${value} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT);
  }
});

test('a primary button is drawn in the shade of the chosen theme colour', () => {
  useSettings.getState().changeSetting('theme', '#f5222d');
  render(
    <AntdProviders>
      <Button type="primary">保存</Button>
    </AntdProviders>,
  );
  expect(screen.getByRole('button', { name: /保\s*存/ })).toHaveClass('ant-btn-primary');
  // antd writes its tokens as CSS variables (cssVar); the primary one is the accessible shade, not #f5222d.
  const styles = [...document.querySelectorAll('style')]
    .map((s) => s.textContent ?? '')
    .join('\n')
    .toLowerCase();
  expect(styles).toContain(`--ant-color-primary:${accessibleShade('#f5222d')}`);
});

test('antd moves as the reader asks: no motion with prefers-reduced-motion, its usual motion without', () => {
  const seen: { motion?: boolean; duration: string }[] = [];
  function Probe() {
    const { token } = theme.useToken();
    seen.push({ motion: token.motion, duration: token.motionDurationMid });
    return null;
  }
  const reduce = (on: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: on && query === '(prefers-reduced-motion: reduce)',
          media: query,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  reduce(true);
  const { unmount } = render(
    <AntdProviders>
      <Probe />
    </AntdProviders>,
  );
  expect(seen.at(-1)).toEqual({ motion: false, duration: '0s' });
  unmount();
  reduce(false);
  render(
    <AntdProviders>
      <Probe />
    </AntdProviders>,
  );
  expect(seen.at(-1)?.motion).toBe(true);
  expect(seen.at(-1)?.duration).not.toBe('0s');
  vi.unstubAllGlobals();
});
