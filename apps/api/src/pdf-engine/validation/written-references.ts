/**
 * The objects a PDF object refers to, read from its written form (mupdf's `toString(true)`:
 * `<</Type/Page/Contents 12 0 R/Parent 3 0 R>>`). Literal and hex strings are skipped, so text
 * that looks like `12 0 R` inside a string is only text. References under a key in `skippedKeys`
 * (the back pointers /Parent and /P) are left out, as the structural comparison leaves them out.
 */
export function referencesIn(written: string, skippedKeys: ReadonlySet<string>): number[] {
  const references: number[] = [];
  /** The last two integers and the name before them, as read. */
  let previousName: string | undefined;
  let numbers: number[] = [];
  let nameBeforeNumbers: string | undefined;
  let index = 0;
  while (index < written.length) {
    const character = written[index] as string;
    if (character === "(") {
      index = afterLiteralString(written, index);
      numbers = [];
      previousName = undefined;
      continue;
    }
    if ((character === "<" && written[index + 1] === "<") || (character === ">" && written[index + 1] === ">")) {
      numbers = [];
      index += 2;
      continue;
    }
    if (character === "<") {
      index = written.indexOf(">", index) + 1 || written.length;
      numbers = [];
      previousName = undefined;
      continue;
    }
    if (character === "/") {
      const end = endOfToken(written, index + 1);
      previousName = written.slice(index + 1, end);
      numbers = [];
      index = end;
      continue;
    }
    if (isDigit(character)) {
      const end = endOfToken(written, index);
      const token = written.slice(index, end);
      if (/^\d+$/.test(token)) {
        if (numbers.length === 0) nameBeforeNumbers = previousName;
        numbers = [...numbers, Number(token)].slice(-2);
      } else {
        numbers = [];
      }
      previousName = undefined;
      index = end;
      continue;
    }
    if (character === "R" && numbers.length === 2 && !isRegular(written[index + 1])) {
      if (!(nameBeforeNumbers !== undefined && skippedKeys.has(nameBeforeNumbers))) references.push(numbers[0] as number);
      numbers = [];
      previousName = undefined;
      index += 1;
      continue;
    }
    if (!isWhitespace(character)) {
      numbers = [];
      if (character !== "[" && character !== "]" && character !== "<" && character !== ">") previousName = undefined;
    }
    index += 1;
  }
  return references;
}

/** Past a literal string: balanced parentheses, backslash escapes. */
function afterLiteralString(written: string, start: number): number {
  let depth = 0;
  for (let index = start; index < written.length; index += 1) {
    const character = written[index];
    if (character === "\\") {
      index += 1;
      continue;
    }
    if (character === "(") depth += 1;
    if (character === ")") {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return written.length;
}

function endOfToken(written: string, start: number): number {
  let index = start;
  while (index < written.length && isRegular(written[index])) index += 1;
  return index;
}

function isDigit(character: string): boolean {
  return character >= "0" && character <= "9";
}

function isWhitespace(character: string): boolean {
  return character === " " || character === "\n" || character === "\r" || character === "\t" || character === "\f" || character === "\0";
}

/** A character that continues a token: neither whitespace nor a PDF delimiter. */
function isRegular(character: string | undefined): boolean {
  return character !== undefined && !isWhitespace(character) && !"()<>[]{}/%".includes(character);
}
