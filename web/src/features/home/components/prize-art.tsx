import { useId } from 'react';
import type { MissionStatus } from '../../../lib/gameplay';

type Visibility = MissionStatus['visibility']['state'];

/** The supercar silhouette, side view, facing left (wheels drawn separately). */
const BODY =
  'M18 118C18 108 26 102 44 99L140 86C160 83 176 72 200 62C216 57 244 56 262 58C290 62 320 72 345 78L376 80' +
  'L380 73L388 73L388 84C391 92 391 106 386 116L352 120A34 34 0 0 0 284 120L128 120A34 34 0 0 0 60 120L30 120C22 120 18 120 18 118Z';
const GLASS = 'M158 87C176 78 190 70 205 65C222 60 246 60 262 62C276 65 288 70 298 75L162 88Z';
const INTAKE = 'M262 97L302 92L293 105L267 107Z';
const HEADLIGHT = 'M30 105L60 100L55 107L33 109Z';

const Wheel = ({ cx }: { cx: number }) => (
  <g>
    <circle cx={cx} cy={120} r={27} fill="#07090d" stroke="currentColor" strokeWidth={3} />
    <circle cx={cx} cy={120} r={17} fill="none" stroke="currentColor" strokeWidth={2} opacity={0.8} />
    {[0, 72, 144, 216, 288].map((a) => (
      <line
        key={a}
        x1={cx}
        y1={120}
        x2={cx + 16 * Math.cos((a * Math.PI) / 180)}
        y2={120 + 16 * Math.sin((a * Math.PI) / 180)}
        stroke="currentColor"
        strokeWidth={2}
        opacity={0.7}
      />
    ))}
    <circle cx={cx} cy={120} r={4} fill="currentColor" />
  </g>
);

/**
 * Drawn prize art (ARCHITECTURE §5a: no photos we cannot ship). The car is blurred by the
 * visibility state (locked → unlocked), and a sharp copy is revealed left to right up to the
 * visibility percent. The scan line is decoration and stops under reduced motion (prize.css).
 */
export const PrizeArt = ({ state, percent, label }: { state: Visibility; percent: number; label: string }) => {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const reveal = state === 'unlocked' ? 1 : Math.max(0, Math.min(1, percent / 100));
  const car = `car-${uid}`;
  const paint = `paint-${uid}`;
  const clip = `clip-${uid}`;
  const glow = `glow-${uid}`;
  return (
    <div className={`prize-art prize-art--${state}`}>
      <svg viewBox="0 0 400 170" role="img" aria-label={label}>
        <defs>
          <linearGradient id={paint} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe39a" />
            <stop offset="0.45" stopColor="#f5c451" />
            <stop offset="1" stopColor="#7a5610" />
          </linearGradient>
          <radialGradient id={glow} cx="0.5" cy="0.75" r="0.6">
            <stop offset="0" stopColor="rgba(245,196,81,0.28)" />
            <stop offset="1" stopColor="rgba(245,196,81,0)" />
          </radialGradient>
          <clipPath id={clip}>
            <rect x="0" y="0" width={400 * reveal} height="170" />
          </clipPath>
          <g id={car} color="#f5c451">
            <path d={BODY} fill={`url(#${paint})`} stroke="#ffe7a8" strokeWidth={1.5} strokeLinejoin="round" />
            <path d={GLASS} fill="#0b1a24" stroke="#ffe7a8" strokeWidth={1} opacity={0.95} />
            <path d={INTAKE} fill="#3a2a08" />
            <path d={HEADLIGHT} fill="#e8fbff" />
            <path d="M48 101L150 91M200 100L330 90" stroke="#fff3cf" strokeWidth={1.2} opacity={0.55} fill="none" />
            <Wheel cx={94} />
            <Wheel cx={318} />
          </g>
        </defs>
        <rect x="0" y="0" width="400" height="170" fill={`url(#${glow})`} />
        <path d="M0 148H400" stroke="rgba(34,211,238,0.35)" strokeWidth={1} />
        <ellipse cx="202" cy="149" rx="172" ry="6" fill="rgba(245,196,81,0.18)" />
        <use href={`#${car}`} className="prize-art__blurred" />
        <use href={`#${car}`} className="prize-art__sharp" clipPath={`url(#${clip})`} />
        {/* The scanning edge, once it is far enough from the frame not to read as a border. */}
        {reveal >= 0.04 && reveal <= 0.96 ? (
          <line x1={400 * reveal} y1="40" x2={400 * reveal} y2="152" stroke="var(--c-accent)" strokeWidth={1.5} className="prize-art__edge" />
        ) : null}
      </svg>
      <span className="prize-art__scan" aria-hidden="true" />
    </div>
  );
};
