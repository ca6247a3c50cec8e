// For a part no first paint needs: false until the page has painted once after `ready` (what
// the part should follow) became true (the next frame, then a task after it), then true for
// good. A part rendered only then downloads its code and makes its requests after the page has
// appeared, not while a phone's few connections still carry what the first paint waits for.
// (A tab in the background paints no frames: the part waits until it is shown.)
import { useEffect, useState } from 'react';

export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
