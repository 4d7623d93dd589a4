import * as COPY from '@growday/contracts/copy';
import styles from './login-poster.module.css';

/** The login modal's promotional poster (CC-LOGIN-01): an illustration with the headline. */
export function LoginPoster() {
  return (
    <figure className={styles.poster} data-testid="login-poster">
      <svg className={styles.art} viewBox="0 0 320 150" role="img" aria-label={COPY.login.posterAlt}>
        <defs>
          <linearGradient id="gd-login-poster-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e8f4ff" />
            <stop offset="1" stopColor="#cfe6ff" />
          </linearGradient>
          <linearGradient id="gd-login-poster-bar" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" stopColor="#3ea6ff" />
            <stop offset="1" stopColor="#1a8cf0" />
          </linearGradient>
        </defs>
        <rect width="320" height="150" rx="16" fill="url(#gd-login-poster-sky)" />
        <circle cx="272" cy="34" r="18" fill="#ffd45c" />
        {/* A stack of reading cards */}
        <g transform="translate(28 30)">
          <rect x="10" y="10" width="110" height="80" rx="10" fill="#ffffff" opacity="0.55" />
          <rect x="5" y="5" width="110" height="80" rx="10" fill="#ffffff" opacity="0.8" />
          <rect width="110" height="80" rx="10" fill="#ffffff" />
          <rect x="12" y="12" width="86" height="26" rx="5" fill="#e8f4ff" />
          <rect x="12" y="46" width="70" height="6" rx="3" fill="#1b1f24" opacity="0.75" />
          <rect x="12" y="58" width="52" height="6" rx="3" fill="#8b95a3" />
          <path d="M92 54h10v16l-5-4-5 4z" fill="#3ea6ff" />
        </g>
        {/* Days of growth: bars rising towards a sprout */}
        <g transform="translate(170 40)">
          <rect x="0" y="62" width="18" height="28" rx="4" fill="url(#gd-login-poster-bar)" opacity="0.55" />
          <rect x="26" y="46" width="18" height="44" rx="4" fill="url(#gd-login-poster-bar)" opacity="0.7" />
          <rect x="52" y="30" width="18" height="60" rx="4" fill="url(#gd-login-poster-bar)" opacity="0.85" />
          <rect x="78" y="12" width="18" height="78" rx="4" fill="url(#gd-login-poster-bar)" />
          <path d="M87 12c0-8 0-12 0-16" stroke="#2f9e5b" strokeWidth="3" strokeLinecap="round" />
          <path d="M87 -2c-8 0-12-5-12-11 7 0 12 4 12 11z" fill="#3fbf6f" />
          <path d="M87 -4c6 0 10-4 10-9-6 0-10 3-10 9z" fill="#2f9e5b" />
        </g>
      </svg>
      <figcaption className={styles.caption}>
        <strong className={styles.title}>{COPY.login.posterTitle}</strong>
        <span className={styles.body}>{COPY.login.posterBody}</span>
      </figcaption>
    </figure>
  );
}
