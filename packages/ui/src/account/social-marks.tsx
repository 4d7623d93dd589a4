import type { SocialProvider } from '@growday/contracts';

/** Simple marks for the round sign-in buttons, drawn here (no brand files are shipped). */
export function SocialMark({ provider, size = 24 }: { provider: SocialProvider; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (provider) {
    case 'google':
      return (
        <svg {...common}>
          <path
            d="M21 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5a4.4 4.4 0 0 1-1.9 2.8v2.3h3a9 9 0 0 0 2.9-6.8z"
            fill="#4285F4"
          />
          <path d="M12 21a8.9 8.9 0 0 0 6.1-2.2l-3-2.3a5.4 5.4 0 0 1-8.1-2.9H4v2.4A9 9 0 0 0 12 21z" fill="#34A853" />
          <path d="M7 13.6a5.4 5.4 0 0 1 0-3.4V7.8H4a9 9 0 0 0 0 8.2z" fill="#FBBC05" />
          <path d="M12 6.6c1.4 0 2.6.5 3.6 1.4l2.6-2.6A9 9 0 0 0 4 7.8l3 2.4a5.4 5.4 0 0 1 5-3.6z" fill="#EA4335" />
        </svg>
      );
    case 'github':
      return (
        <svg {...common}>
          <path
            d="M12 3.5c-4.7 0-8.5 3.6-8.5 8.2 0 3.6 2.4 6.7 5.8 7.8.4.1.6-.2.6-.4v-1.5c-2.3.5-2.8-1-2.8-1-.4-1-.9-1.2-.9-1.2-.8-.5 0-.5 0-.5.8.1 1.3.9 1.3.9.7 1.3 2 .9 2.4.7.1-.5.3-.9.5-1.1-1.9-.2-3.8-.9-3.8-4.1 0-.9.3-1.7.9-2.3-.1-.2-.4-1.1.1-2.2 0 0 .7-.2 2.3.9a8 8 0 0 1 4.2 0c1.6-1.1 2.3-.9 2.3-.9.5 1.1.2 2 .1 2.2.6.6.9 1.4.9 2.3 0 3.2-1.9 3.9-3.8 4.1.3.3.6.8.6 1.6v2.3c0 .2.2.5.6.4a8.2 8.2 0 0 0 5.8-7.8c0-4.6-3.8-8.2-8.6-8.2z"
            fill="currentColor"
          />
        </svg>
      );
    case 'kakao':
      return (
        <svg {...common}>
          <path
            d="M12 4.5c-4.7 0-8.5 3-8.5 6.6 0 2.4 1.6 4.4 4 5.6l-1 3.6 4.1-2.7c.5.1.9.1 1.4.1 4.7 0 8.5-3 8.5-6.6S16.7 4.5 12 4.5z"
            fill="#191600"
          />
        </svg>
      );
    case 'naver':
      return (
        <svg {...common}>
          <path d="M6.5 5.5h3.7l3.6 5.3V5.5h3.7v13h-3.7l-3.6-5.3v5.3H6.5z" fill="#ffffff" />
        </svg>
      );
  }
}
