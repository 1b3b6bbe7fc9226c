/** Drawn hero art: a radar over a city grid, sweeping toward the gold prize marker. */
export const HeroArt = () => (
  <svg className="hero-art" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
    <defs>
      <radialGradient id="ha-glow" cx="50%" cy="50%" r="50%">
        <stop offset="0" stopColor="#22d3ee" stopOpacity=".25" />
        <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
      </radialGradient>
      <linearGradient id="ha-sweep" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#22d3ee" stopOpacity="0" />
        <stop offset="1" stopColor="#22d3ee" stopOpacity=".55" />
      </linearGradient>
      <clipPath id="ha-clip"><circle cx="200" cy="200" r="170" /></clipPath>
    </defs>
    <circle cx="200" cy="200" r="190" fill="url(#ha-glow)" />
    <g clipPath="url(#ha-clip)" stroke="#1e2c3d" strokeWidth="1.5">
      <path d="M30 120h340M30 180h340M30 250h340M30 310h340M90 30v340M160 30v340M240 30v340M300 30v340" />
      <path d="M40 340 360 60M70 30l300 260" stroke="#2b3f56" strokeWidth="6" strokeOpacity=".5" />
    </g>
    <g fill="none" stroke="#22d3ee">
      <circle cx="200" cy="200" r="170" strokeOpacity=".6" strokeWidth="2" />
      <circle cx="200" cy="200" r="120" strokeOpacity=".35" />
      <circle cx="200" cy="200" r="70" strokeOpacity=".35" />
      <path d="M200 30v340M30 200h340" strokeOpacity=".2" />
    </g>
    <g className="hero-art__sweep">
      <path d="M200 200 L370 200 A170 170 0 0 0 320 80 Z" fill="url(#ha-sweep)" />
    </g>
    <g className="hero-art__trail" fill="#22d3ee">
      <circle cx="120" cy="290" r="4" opacity=".4" />
      <circle cx="150" cy="255" r="4" opacity=".55" />
      <circle cx="185" cy="230" r="4" opacity=".7" />
      <circle cx="225" cy="190" r="4" opacity=".85" />
    </g>
    <g className="hero-art__target">
      <circle cx="268" cy="138" r="22" fill="none" stroke="#f5c451" strokeWidth="2" />
      <circle cx="268" cy="138" r="9" fill="#f5c451" />
    </g>
    <circle cx="200" cy="200" r="5" fill="#e8eef5" />
  </svg>
);
