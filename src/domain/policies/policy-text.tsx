import './policy-text.css';

/** A policy's plain text as paragraphs (never HTML). */
export function PolicyText({ body }: { body: string }) {
  return (
    <div className="policy-text">
      {body.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
