import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/** A stand-in for the browser's observer: the test says when the block comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: Callback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {}
}

function Block({ ready }: { ready: boolean }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  // Like the footer's logos: the block itself appears only once its data is there.
  if (!ready) return null;
  return <div ref={ref}>{near ? 'logos' : 'names'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('useNearScreen', () => {
  it('turns true when a block that appeared after its data comes near the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<Block ready={false} />);
    expect(FakeObserver.all).toHaveLength(0);
    rerender(<Block ready />);
    expect(screen.getByText('names')).toBeInTheDocument();
    const observer = FakeObserver.all.at(-1) as FakeObserver;
    expect(observer.observed).toHaveLength(1);
    act(() => observer.callback([{ isIntersecting: false, target: observer.observed[0] as Element }]));
    expect(screen.getByText('names')).toBeInTheDocument();
    act(() => observer.callback([{ isIntersecting: true, target: observer.observed[0] as Element }]));
    expect(screen.getByText('logos')).toBeInTheDocument();
  });
});
