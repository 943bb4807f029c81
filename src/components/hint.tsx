/**
 * `Hint`: antd's Tooltip for a short hint on hover, mounted when the reader comes to it (./popup-on-demand.ts).
 *
 * An antd Tooltip mounts an rc-trigger for every instance as soon as it is drawn, and the trigger updates itself
 * synchronously in the commit of its mount; one synchronous update there also makes React run every pending effect
 * of the page in that same task. Most hints are never opened: the navbar's buttons, 打印, and the hints in table
 * rows (学校概况 carries four per school). Until the pointer rests on the element (antd's own 0.1 s) the element is
 * drawn alone, with the pointer's approach added to its own handlers; then the Tooltip is mounted around it, open.
 *
 * Use it where antd's Tooltip would take `title` and a child that takes a ref and mouse handlers (a Button, a span,
 * a Tag, an icon); text is put in a span. Not for a hint that explains why a button is disabled (a disabled button
 * gets no pointer events: antd's Tooltip wraps it for that), nor for a Tooltip whose `open` is held by its caller.
 */
import { cloneElement, isValidElement, useMemo, useRef, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { Tooltip, type TooltipProps } from 'antd';
import { usePopupOnDemand } from './popup-on-demand';

type HintChild = ReactElement<{
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
}>;

export type HintProps = Omit<TooltipProps, 'children' | 'open' | 'defaultOpen' | 'onOpenChange'> & {
  title: ReactNode;
  children: ReactNode;
};

export function Hint({ children, ...tooltip }: HintProps) {
  const ref = useRef<HTMLElement>(null);
  const popup = usePopupOnDemand(ref);
  const child: HintChild = isValidElement(children) ? (children as HintChild) : <span>{children}</span>;
  const own = child.props;
  // The same ref callback from render to render: a new one would be called with null, then the node, at every redraw
  // (the child's own ref callback too).
  const merged = useMemo(() => bothRefs(own.ref, ref), [own.ref]);
  if (popup.armed)
    return (
      <Tooltip {...tooltip} defaultOpen>
        {child}
      </Tooltip>
    );
  return cloneElement(child, {
    ref: merged,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      popup.approach.onMouseEnter();
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      popup.approach.onMouseLeave();
    },
  });
}

/** One ref callback that sets the child's own ref and ours. */
function bothRefs(own: Ref<HTMLElement> | undefined, ours: { current: HTMLElement | null }) {
  return (node: HTMLElement | null) => {
    ours.current = node;
    if (typeof own === 'function') own(node);
    else if (own) own.current = node;
  };
}
