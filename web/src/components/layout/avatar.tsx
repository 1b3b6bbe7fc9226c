const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** The agent's picture, or initials on the console gradient when none is uploaded. */
export const Avatar = ({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) =>
  url ? (
    <img className="avatar" src={url} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials(name)}
    </span>
  );
