import type { CSSProperties, ReactNode } from 'react';
import './text.css';

/**
 * Text, headings and paragraphs in antd Typography's look, as plain elements: antd Typography carries its
 * editable, copyable and ellipsis machinery (with TextArea, ≈10 KiB gzip) into every page that shows a word of
 * secondary text. Use these in shared components; pages that need Typography's features may still use it.
 * Secondary and danger colours are a shade darker than antd's, for a 4.5:1 contrast on white (WCAG AA).
 */
type TextType = 'secondary' | 'danger';

interface TextProps {
  type?: TextType;
  strong?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

function classes(base: string, type: TextType | undefined, strong: boolean | undefined, className: string | undefined): string {
  return [base, type ? `srp-text--${type}` : '', strong ? 'srp-text--strong' : '', className ?? ''].filter(Boolean).join(' ');
}

export function Text({ type, strong, className, style, children }: TextProps) {
  return (
    <span className={classes('srp-text', type, strong, className)} style={style}>
      {children}
    </span>
  );
}

/** A block of text (a div, as antd's Paragraph: it may hold inline blocks such as a skeleton). */
export function Paragraph({ type, strong, className, style, children }: TextProps) {
  return (
    <div className={classes('srp-paragraph', type, strong, className)} style={style}>
      {children}
    </div>
  );
}

export function Title({
  level = 4,
  className,
  style,
  children,
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={[`srp-title srp-title--${level}`, className ?? ''].filter(Boolean).join(' ')} style={style}>
      {children}
    </Tag>
  );
}

/** Names longer than this (in characters) may be cut at 18em: they carry their whole text as a hover title. */
const NAME_TITLE_FROM = 13;

/**
 * A name from the server on screen (docs/rules.md#hostile-text): isolated for bidi (`<bdi>`: a right-to-left name
 * cannot turn the text around it), on one line, cut with … past `max` (default 18em, `--srp-name-max`), the whole
 * name on hover (a name short enough never to be cut needs no title). Tables and cards keep their width whatever
 * the server sends.
 */
export function Name({ children, max, strong }: { children: string; max?: string; strong?: boolean }) {
  return (
    <bdi
      className={strong ? 'srp-name srp-text--strong' : 'srp-name'}
      title={[...children].length >= NAME_TITLE_FROM ? children : undefined}
      style={max ? ({ '--srp-name-max': max } as CSSProperties) : undefined}
    >
      {children}
    </bdi>
  );
}
