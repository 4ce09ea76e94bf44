/** A row of tabs choosing one of `choices` (the chosen one pressed); `labelOf` names each. */
export function ChoiceTabs<T extends string>({
  choices,
  chosen,
  onChoose,
  labelOf,
  label,
}: {
  choices: readonly T[];
  chosen: T;
  onChoose: (choice: T) => void;
  labelOf: (choice: T) => string;
  label?: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="tab"
          aria-selected={chosen === choice}
          className={chosen === choice ? '' : 'secondary'}
          onClick={() => onChoose(choice)}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}
