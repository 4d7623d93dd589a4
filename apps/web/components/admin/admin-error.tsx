/** The message of a failed admin change, announced to screen readers. */
export function AdminError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="gd-form-error" role="alert">
      {message}
    </p>
  );
}
