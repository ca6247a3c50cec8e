// For a part no first paint needs: false until the page has painted once after the component
// mounted (the next frame, then a task after it), then true. A part rendered only then downloads
// its code and makes its requests after the page has appeared, not while a phone's few
// connections still carry what the first paint waits for.
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
