/**
 * Calculation formulas (GF's number fields "Enable calculation" and calculation products):
 * arithmetic over numbers and field merge tags, such as `{Quantity:3} * 12.5` or
 * `({Beds:4} + {:5.3}) / 2`.
 *
 * Written by hand on purpose: GF evaluates formulas with `eval` after checking them with a
 * regular expression, and the JavaScript expression libraries on npm accept far more than
 * arithmetic (functions, variables, assignments), which is more than a form editor needs
 * and more than a visitor's browser or our server should ever run. This is a tokenizer and
 * a recursive-descent parser for exactly `number`, `{label:id}`, `+ - * /`, unary minus and
 * parentheses; anything else is refused. Nothing is ever passed to `eval` or `new Function`.
 * Limits on length, tokens and nesting keep hostile input cheap to refuse.
 */

/** GF's rounding setting: a number of decimals, or none. */
export type Rounding = number | 'norounding'

export type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'ref'; inputId: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr }

export type ParseResult = { ok: true; expr: Expr; refs: string[] } | { ok: false; error: string; at: number }

export const FORMULA_LIMITS = { maxLength: 2_000, maxTokens: 500, maxDepth: 32 } as const

type Token =
  | { t: 'num'; value: number; at: number }
  | { t: 'ref'; inputId: string; at: number }
  | { t: 'op'; op: '+' | '-' | '*' | '/'; at: number }
  | { t: '('; at: number }
  | { t: ')'; at: number }

class FormulaError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message)
  }
}

// A field merge tag: an optional label (anything but braces and colons), a colon, an input id.
const REF = /^\{[^{}:]*:(\d{1,9}(?:\.\d{1,3})?)\}/
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)/

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++
      continue
    }
    if (tokens.length >= FORMULA_LIMITS.maxTokens) throw new FormulaError('The formula is too long.', i)
    const rest = text.slice(i, i + 40)
    if (ch === '{') {
      const m = REF.exec(rest)
      if (!m) throw new FormulaError('A field reference must look like {Label:3}.', i)
      tokens.push({ t: 'ref', inputId: m[1]!, at: i })
      i += m[0].length
      continue
    }
    if ((ch >= '0' && ch <= '9') || ch === '.') {
      const m = NUMBER.exec(text.slice(i, i + 64))
      if (!m) throw new FormulaError('Not a number.', i)
      tokens.push({ t: 'num', value: Number(m[0]), at: i })
      i += m[0].length
      continue
    }
    if (ch === '+' || ch === '-' || ch === '*' || ch === '/') {
      tokens.push({ t: 'op', op: ch, at: i })
      i++
      continue
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ t: ch, at: i })
      i++
      continue
    }
    throw new FormulaError(`Unexpected character “${ch}”.`, i)
  }
  return tokens
}

/** Parses a formula; never throws. */
export function parseFormula(text: string): ParseResult {
  if (typeof text !== 'string') return { ok: false, error: 'The formula is empty.', at: 0 }
  if (text.length > FORMULA_LIMITS.maxLength)
    return { ok: false, error: 'The formula is too long.', at: FORMULA_LIMITS.maxLength }
  try {
    const tokens = tokenize(text)
    if (tokens.length === 0) return { ok: false, error: 'The formula is empty.', at: 0 }
    let pos = 0
    const refs = new Set<string>()
    const peek = () => tokens[pos]
    const end = text.length

    // expr := term (('+' | '-') term)*
    const expr = (depth: number): Expr => {
      let left = term(depth)
      for (let tok = peek(); tok?.t === 'op' && (tok.op === '+' || tok.op === '-'); tok = peek()) {
        pos++
        left = { kind: 'bin', op: tok.op, left, right: term(depth) }
      }
      return left
    }
    // term := unary (('*' | '/') unary)*
    const term = (depth: number): Expr => {
      let left = unary(depth)
      for (let tok = peek(); tok?.t === 'op' && (tok.op === '*' || tok.op === '/'); tok = peek()) {
        pos++
        left = { kind: 'bin', op: tok.op, left, right: unary(depth) }
      }
      return left
    }
    // unary := ('-' | '+') unary | primary
    const unary = (depth: number): Expr => {
      if (depth > FORMULA_LIMITS.maxDepth) throw new FormulaError('The formula is nested too deeply.', peek()?.at ?? end)
      const tok = peek()
      if (tok?.t === 'op' && (tok.op === '-' || tok.op === '+')) {
        pos++
        const arg = unary(depth + 1)
        return tok.op === '-' ? { kind: 'neg', arg } : arg
      }
      return primary(depth)
    }
    // primary := number | ref | '(' expr ')'
    const primary = (depth: number): Expr => {
      const tok = peek()
      if (!tok) throw new FormulaError('The formula ends too early.', end)
      pos++
      if (tok.t === 'num') return { kind: 'num', value: tok.value }
      if (tok.t === 'ref') {
        refs.add(tok.inputId)
        return { kind: 'ref', inputId: tok.inputId }
      }
      if (tok.t === '(') {
        const inner = expr(depth + 1)
        const close = peek()
        if (close?.t !== ')') throw new FormulaError('A parenthesis is not closed.', close?.at ?? end)
        pos++
        return inner
      }
      throw new FormulaError('A number, a field or “(” was expected.', tok.at)
    }

    const result = expr(0)
    const extra = peek()
    if (extra) throw new FormulaError(extra.t === ')' ? 'A parenthesis closes nothing.' : 'An operator is missing.', extra.at)
    return { ok: true, expr: result, refs: [...refs] }
  } catch (err) {
    if (err instanceof FormulaError) return { ok: false, error: err.message, at: err.at }
    throw err
  }
}

/** Evaluates a parsed formula; references resolve through `resolve` (non-numbers count as 0). */
export function evaluate(expr: Expr, resolve: (inputId: string) => number): number {
  switch (expr.kind) {
    case 'num':
      return expr.value
    case 'ref': {
      const v = resolve(expr.inputId)
      return typeof v === 'number' && Number.isFinite(v) ? v : 0
    }
    case 'neg':
      return -evaluate(expr.arg, resolve)
    case 'bin': {
      const a = evaluate(expr.left, resolve)
      const b = evaluate(expr.right, resolve)
      switch (expr.op) {
        case '+':
          return a + b
        case '-':
          return a - b
        case '*':
          return a * b
        case '/':
          return a / b
      }
    }
  }
}

/** Rounds half away from zero to `rounding` decimals (GF's `gformRoundPrice` behaviour). */
export function roundTo(value: number, rounding: Rounding): number {
  if (!Number.isFinite(value)) return 0
  if (rounding === 'norounding') return Number(value.toPrecision(15))
  const decimals = Math.min(10, Math.max(0, Math.trunc(rounding)))
  const factor = 10 ** decimals
  // toPrecision removes binary noise first, so 1.005 rounds to 1.01 as people expect.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15))
  const rounded = Math.round(scaled) / factor
  return value < 0 ? -rounded : rounded
}

/**
 * A formula's result: parsed, evaluated, rounded. A formula that does not parse, and a
 * result that is not finite (a division by zero), give 0.
 */
export function calculate(formula: string, resolve: (inputId: string) => number, rounding: Rounding = 'norounding'): number {
  const parsed = parseFormula(formula)
  if (!parsed.ok) return 0
  const value = evaluate(parsed.expr, resolve)
  if (!Number.isFinite(value)) return 0
  const rounded = roundTo(value, rounding)
  return Object.is(rounded, -0) ? 0 : rounded
}
