/** A failure shown on the page itself (spec §8: a failed fetch is a message, not the error page); nothing without a message. */
export function ErrorNotice({ message, className = "" }: { message: string | null | undefined | false; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md border border-red-300 bg-red-50 p-3 text-red-900 ${className}`}>
      {message}
    </p>
  );
}
