// A person's picture, or their initial on the school's colour when they have none.
interface AvatarProps {
  picture?: string | null;
  name: string;
  /** Tailwind size class, such as `size-8`. */
  size: string;
  /** Accessible text; empty when a name is shown beside the avatar. */
  alt?: string;
}

export function Avatar({ picture, name, size, alt = '' }: AvatarProps) {
  if (picture)
    return <img src={picture} alt={alt} className={`${size} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`bg-primary flex ${size} items-center justify-center rounded-full font-semibold text-white`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
