import { assignRef, useIsomorphicEffect } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, type Ref, useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

type PortalProps = {
  children: ReactNode;
  /** Where the portal draws: an element, a selector, or (by default) one node shared by every portal. */
  target?: HTMLElement | string;
  reuseTargetNode?: boolean;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
  id?: string;
};

type NodeProps = Pick<PortalProps, 'className' | 'style' | 'id'>;

const SHARED_NODE = 'data-mantine-shared-portal-node';

function createPortalNode({ className, style, id }: NodeProps): HTMLElement {
  const node = document.createElement('div');
  node.setAttribute('data-portal', 'true');
  if (className) node.classList.add(...className.split(' ').filter(Boolean));
  if (style) Object.assign(node.style, style);
  if (id) node.setAttribute('id', id);
  return node;
}

function targetNode(target: PortalProps['target'], reuseTargetNode: boolean, nodeProps: NodeProps): HTMLElement {
  if (typeof target === 'string') return document.querySelector<HTMLElement>(target) ?? createPortalNode(nodeProps);
  if (target) return target;
  if (!reuseTargetNode) return createPortalNode(nodeProps);
  const shared = document.querySelector<HTMLElement>(`[${SHARED_NODE}]`);
  if (shared) return shared;
  const node = createPortalNode(nodeProps);
  node.setAttribute(SHARED_NODE, 'true');
  document.body.appendChild(node);
  return node;
}

const subscribeToNothing = () => () => {};

/**
 * Mantine's Portal (@mantine/core), as the build puts it in Mantine's place (vite.config.ts,
 * `mantineInPlace`), drawing the same node. Mantine's renders nothing, then finds its node in a layout
 * effect and draws again: an update inside the commit, which makes React run all of that commit's
 * effects (each query's start) in the same task, on every page with a closed dialog or popover (issue 35).
 * Here the node is there for the first render in the browser. A hydrated page starts from what the
 * server drew (no node: React's server snapshot) and draws the portal after, as Mantine's did.
 */
export function Portal({ children, target, reuseTargetNode = true, ref, ...nodeProps }: PortalProps) {
  const isInBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // The node's class, style and id are read when it is made, as Mantine's are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: nodeProps only dress a new node
  const node = useMemo(
    () => (isInBrowser ? targetNode(target, reuseTargetNode, nodeProps) : null),
    [isInBrowser, target, reuseTargetNode],
  );
  useIsomorphicEffect(() => {
    if (!node) return undefined;
    assignRef(ref, node);
    const ownsNode = !target && !reuseTargetNode;
    if (ownsNode) document.body.appendChild(node);
    return () => {
      if (ownsNode) node.remove();
    };
  }, [node]);
  return node ? createPortal(children, node) : null;
}
