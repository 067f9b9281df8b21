import { render } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Portal } from './mantine-portal.tsx';
import { useMediaQuery } from './mantine-use-media-query.ts';

/** How many commits a subtree took: Mantine's own portal and media query each took a second one after mounting. */
function commitsOf(element: React.ReactElement) {
  const phases: string[] = [];
  render(
    <Profiler id="probe" onRender={(_id, phase) => phases.push(phase)}>
      {element}
    </Profiler>,
  );
  return phases;
}

afterEach(() => {
  for (const node of document.querySelectorAll('[data-portal]')) node.remove();
});

describe("Mantine's portal, in its place", () => {
  it('draws its children in the shared node with its first commit', () => {
    expect(commitsOf(<Portal>in the portal</Portal>)).toEqual(['mount']);
    const shared = document.querySelectorAll('[data-mantine-shared-portal-node]');
    expect(shared).toHaveLength(1);
    expect(shared[0]?.textContent).toBe('in the portal');
  });

  it('shares one node between portals, and a portal of its own is dressed and removed with it', () => {
    const view = render(
      <>
        <Portal>first</Portal>
        <Portal>second</Portal>
        <Portal reuseTargetNode={false} className="own-node" id="own">
          own
        </Portal>
      </>,
    );
    expect(document.querySelector('[data-mantine-shared-portal-node]')?.textContent).toBe('firstsecond');
    const own = document.getElementById('own');
    expect(own?.className).toBe('own-node');
    expect(own?.textContent).toBe('own');
    view.unmount();
    expect(document.getElementById('own')).toBeNull();
  });

  it('draws nothing on the server, as the page it hydrates was drawn', () => {
    expect(renderToString(<Portal>in the portal</Portal>)).toBe('');
  });
});

describe("Mantine's media query, in its place", () => {
  it("has the browser's answer at the first render, in one commit", () => {
    const answers: boolean[] = [];
    function Probe() {
      answers.push(useMediaQuery('(min-width: 1px)'), useMediaQuery('(max-width: 1px)'));
      return null;
    }
    expect(commitsOf(<Probe />)).toEqual(['mount']);
    expect(answers).toEqual([true, false]);
  });

  it('answers with the initial value on the server', () => {
    function Probe() {
      return <>{String(useMediaQuery('(min-width: 1px)', false))}</>;
    }
    expect(renderToString(<Probe />)).toBe('false');
  });
});
