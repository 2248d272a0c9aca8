/** The mark: a parcel on the brand square, with an orange "on its way" dot. Decorative; the link names it. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--brand)" />
        <path
          d="M16 7.5l7.5 4.2v8.6L16 24.5l-7.5-4.2v-8.6L16 7.5z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M8.5 11.7L16 16l7.5-4.3M16 16v8.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="25.5" cy="6.5" r="3.5" fill="var(--accent)" stroke="var(--brand)" strokeWidth="1.5" />
      </svg>
      <span className="logo-word">IPF</span>
    </span>
  );
}
