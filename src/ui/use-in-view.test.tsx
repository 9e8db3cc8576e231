import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useInView } from "./use-in-view";

/** A stand-in for the browser's IntersectionObserver (jsdom has none) that the test drives. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    this.disconnected = true;
  }
  /** The browser's report: these elements now intersect (or not). */
  report(changes: [Element, boolean][]) {
    const entries = changes.map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Watched({ name, margin }: { name: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, margin);
  return <div ref={ref} data-testid={name}>{`${name}: ${inView ? "in view" : "off screen"}`}</div>;
}

beforeEach(() => {
  FakeObserver.made = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useInView", () => {
  it("watches every element with the same margin through one observer, and tells each its own state", () => {
    render(
      <>
        <Watched name="a" />
        <Watched name="b" />
        <Watched name="c" />
      </>,
    );
    expect(FakeObserver.made).toHaveLength(1);
    const [observer] = FakeObserver.made;
    expect(observer!.options.rootMargin).toBe("200px");
    expect(observer!.targets.size).toBe(3);

    observer!.report([[screen.getByTestId("a"), true], [screen.getByTestId("c"), true]]);
    expect(screen.getByTestId("a").textContent).toBe("a: in view");
    expect(screen.getByTestId("b").textContent).toBe("b: off screen");
    expect(screen.getByTestId("c").textContent).toBe("c: in view");

    observer!.report([[screen.getByTestId("a"), false]]);
    expect(screen.getByTestId("a").textContent).toBe("a: off screen");
    expect(screen.getByTestId("c").textContent).toBe("c: in view");
  });

  it("gives another margin its own observer", () => {
    render(
      <>
        <Watched name="a" />
        <Watched name="b" margin="0px" />
      </>,
    );
    expect(FakeObserver.made.map((observer) => observer.options.rootMargin)).toEqual(["200px", "0px"]);
  });

  it("stops watching an element that goes away, and drops the observer with the last one", () => {
    const { rerender, unmount } = render(
      <>
        <Watched name="a" />
        <Watched name="b" />
      </>,
    );
    const [observer] = FakeObserver.made;
    const b = screen.getByTestId("b");
    rerender(<Watched name="a" />);
    expect([...observer!.targets]).toEqual([screen.getByTestId("a")]);
    // A late report about the element gone changes nothing and throws nothing.
    observer!.report([[b, true]]);
    expect(observer!.disconnected).toBe(false);

    unmount();
    expect(observer!.disconnected).toBe(true);
    // The next element watched gets a new observer.
    render(<Watched name="c" />);
    expect(FakeObserver.made).toHaveLength(2);
    expect(FakeObserver.made[1]!.targets.size).toBe(1);
  });

  it("counts everything as in view where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Watched name="a" />);
    expect(screen.getByTestId("a").textContent).toBe("a: in view");
  });
});
