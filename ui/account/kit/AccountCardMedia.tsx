/**
 * The picture of an account card: its image, decorative (the card's title names what it shows), or an empty box
 * of the same size when there is none.
 */
export function AccountCardMedia({
  image,
  placeholderClassName,
}: {
  image: { public_url: string } | null | undefined;
  placeholderClassName?: string;
}) {
  if (image) return <img className="account-card__media" src={image.public_url} alt="" loading="lazy" />;
  const className = placeholderClassName
    ? `account-card__media ${placeholderClassName}`
    : 'account-card__media';
  return <div className={className} aria-hidden="true" />;
}
