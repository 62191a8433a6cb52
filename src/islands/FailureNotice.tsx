/** A failed request's message for people (announced when it appears); nothing when ''. */
export default function FailureNotice({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
