// The school's logo from its settings; when there is none, or it fails to load, the bundled
// fallback logo takes its place (spec §2 "Navigation bar").
import { useState } from 'react';

import fallbackLogo from '@/assets/school-logo.svg';

interface SchoolLogoProps {
  /** The logo's address, already resolved against the backend host; null when none is set. */
  src: string | null;
  className?: string;
}

export function SchoolLogo({ src, className = 'size-9' }: SchoolLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const own = src && failed !== src ? src : null;
  return (
    <img
      src={own ?? fallbackLogo}
      alt=""
      width={36}
      height={36}
      data-logo={own ? 'school' : 'fallback'}
      className={`${className} shrink-0 object-contain`}
      onError={own ? () => setFailed(own) : undefined}
    />
  );
}
