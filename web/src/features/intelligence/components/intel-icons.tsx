import { iconBase as base, type IconProps } from '../../../components/ui/icons';

/** Line icons of the intelligence screen (24×24, currentColor, decorative). */

export const LockIcon = (p: IconProps) => (
  <svg {...base(p)}><rect x="5" y="10.5" width="14" height="10" rx="2" /><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" /><path d="M12 14.5v2.5" /></svg>
);
export const OpenLockIcon = (p: IconProps) => (
  <svg {...base(p)}><rect x="5" y="10.5" width="14" height="10" rx="2" /><path d="M8 10.5V7.5a4 4 0 0 1 7.7-1.5" /><path d="M12 14.5v2.5" /></svg>
);
export const SearchIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="11" cy="11" r="6.5" /><path d="m16 16 4.5 4.5" /></svg>
);
export const ArchiveIcon = (p: IconProps) => (
  <svg {...base(p)}><rect x="3.5" y="4" width="17" height="5" rx="1" /><path d="M5 9v10.5h14V9M10 13h4" /></svg>
);
export const TargetIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="12" cy="12" r="8.5" /><circle cx="12" cy="12" r="4.5" /><circle cx="12" cy="12" r="1" fill="currentColor" /></svg>
);
