/** A refusal or failure, read out when it appears; `detail` names what was refused (fields, unknown accounts). */
export function ErrorNote({ message, detail }: { message: string; detail?: string }) {
  return (
    <p className="error-note" role="alert">
      {message}
      {detail && (
        <>
          <br />
          <span className="error-detail">{detail}</span>
        </>
      )}
    </p>
  );
}
